-- The SQL services/services-list.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listOwnServices: first page
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 20, 0

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: status 1, not started
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is null)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 20, 0

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: status 2, expired
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" <= ?))
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > ?)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= ?)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > ?)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: status 3, out of traffic
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 1))
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > ?)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= ?)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > ?)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: status 4, active
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0))
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > ?)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= ?)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > ?)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: status 5, near the end
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and (("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0) and ("services"."expire_in" <= ? or ("services"."unlimited_traffic" = ? and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 100 >= services.traffic_gb * 85899345920))))
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", "2026-01-05T03:04:05.000Z", 0, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and (("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0) and ("services"."expire_in" <= ? or ("services"."unlimited_traffic" = ? and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 100 >= services.traffic_gb * 85899345920))));
-- params: 1, "2026-01-02T03:04:05.000Z", "2026-01-05T03:04:05.000Z", 0

-- listOwnServices: paid
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."paid" = ?)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 1, 20, 0

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: unpaid
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."paid" = ?)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 0, 20, 0

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: active and unpaid
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0) and "services"."paid" = ?)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 0, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0) and "services"."paid" = ?);
-- params: 1, "2026-01-02T03:04:05.000Z", 0

-- listOwnServices: a customer's
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."customer_id" = ?)
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 9, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."customer_id" = ?);
-- params: 1, 9

-- listOwnServices: search by mobile
select "services"."id"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."id" in (select rowid
  from services_search
  where services_search match ?
  union all
  select s.id
  from users_search f
  join services s on s.customer_id = f.rowid
  where users_search match ?))
order by "services"."id" desc;
-- params: 1, "owner : \"\ue00a\ue001\ue00a\" AND {username info note} : \"09121234567\"", "owner : \"\ue00a\ue001\ue00a\" AND {mobile name} : \"09121234567\""

select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (?, ?)
order by "services"."id" desc;
-- params: 31, 30

-- listOwnServices: search by name, in Persian
select "services"."id"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."id" in (select rowid
  from services_search
  where services_search match ?
  union all
  select s.id
  from users_search f
  join services s on s.customer_id = f.rowid
  where users_search match ?))
order by "services"."id" desc;
-- params: 1, "owner : \"\ue00a\ue001\ue00a\" AND {username info note} : \"علی\"", "owner : \"\ue00a\ue001\ue00a\" AND {mobile name} : \"علی\""

select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (?, ?)
order by "services"."id" desc;
-- params: 31, 30

-- listOwnServices: search by id, shorter than a trigram
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."id" = ? or "services"."username" like ? or "services"."info" like ? or "services"."note" like ? or "services"."customer_id" in (select "customer"."id"
    from "users" as "customer"
    where "customer"."owner_id" = ? and "customer"."type" = ? and ("customer"."mobile" like ? or "customer"."name" like ?))))
  order by services.id desc
  limit ?
  offset ?)
order by services.id desc;
-- params: 1, 42, "%42%", "%42%", "%42%", 1, "CUSTOMER", "%42%", "%42%", 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."id" = ? or "services"."username" like ? or "services"."info" like ? or "services"."note" like ? or "services"."customer_id" in (select "customer"."id"
  from "users" as "customer"
  where "customer"."owner_id" = ? and "customer"."type" = ? and ("customer"."mobile" like ? or "customer"."name" like ?))));
-- params: 1, 42, "%42%", "%42%", "%42%", 1, "CUSTOMER", "%42%", "%42%"

-- listOwnServices: sorted by expiry
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null)
  order by case when services.expire_in is null then 1 else 0 end asc,
    services.expire_in asc,
    services.id desc
  limit ?
  offset ?)
order by case when services.expire_in is null then 1 else 0 end asc,
  services.expire_in asc,
  services.id desc;
-- params: 1, 20, 20

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: sorted by usage
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null)
  order by case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * 1073741824) end desc,
    services.id desc
  limit ?
  offset ?)
order by case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * 1073741824) end desc,
  services.id desc;
-- params: 1, 20, 0

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- listOwnServices: search sorted by expiry
select "services"."id",
  "services"."package_id",
  "services"."customer_id",
  "services"."group_id",
  "services"."info",
  "services"."note",
  "services"."username",
  "services"."password",
  "services"."v2ray_uuid",
  "services"."sub_token",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."is_custom",
  "services"."days",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."cost",
  "services"."paid",
  "services"."banned",
  "services"."started_at",
  "services"."expire_in",
  "services"."expired_at",
  "services"."created_at",
  "services"."device_limit",
  "services"."simultaneous_limit",
  "services"."paused_until",
  "services"."auto_renew",
  "customer"."name" as "customer_name",
  "customer"."mobile" as "customer_mobile",
  "owner_settings"."remarks" as "owner_remarks",
  "owner_settings"."groupremarks" as "owner_groupremarks",
  (select count(*) as "n"
    from "service_devices"
    where "service_devices"."service_id" = "services"."id") as "devices_used"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "reseller_settings" as "owner_settings" on "owner_settings"."user_id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."id" in (select "services"."id"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."id" in (select rowid
    from services_search
    where services_search match ?
    union all
    select s.id
    from users_search f
    join services s on s.customer_id = f.rowid
    where users_search match ?))
  order by case when services.expire_in is null then 1 else 0 end asc,
    services.expire_in asc,
    services.id desc
  limit ?
  offset ?)
order by case when services.expire_in is null then 1 else 0 end asc,
  services.expire_in asc,
  services.id desc;
-- params: 1, "owner : \"\ue00a\ue001\ue00a\" AND {username info note} : \"user\"", "owner : \"\ue00a\ue001\ue00a\" AND {mobile name} : \"user\"", 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."id" in (select rowid
  from services_search
  where services_search match ?
  union all
  select s.id
  from users_search f
  join services s on s.customer_id = f.rowid
  where users_search match ?));
-- params: 1, "owner : \"\ue00a\ue001\ue00a\" AND {username info note} : \"user\"", "owner : \"\ue00a\ue001\ue00a\" AND {mobile name} : \"user\""

-- mergeSearchSegments
select total_changes() as n;

insert into "services_search"("services_search", rank)
values ('merge', ?);
-- params: 200

select total_changes() as n;

select total_changes() as n;

insert into "users_search"("users_search", rank)
values ('merge', ?);
-- params: 200

select total_changes() as n;

-- statusCounts
select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > ?)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= ?)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > ?)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1

-- ownServiceIdsMatching: no filter
select "services"."id"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null)
order by services.id desc
limit ?;
-- params: 1, 500

-- ownServiceIdsMatching: active, a search, by usage
select "services"."id"
from "services"
where ("services"."owner_id" = ? and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > ? and "services"."traffic_over" = 0) and "services"."id" in (select rowid
  from services_search
  where services_search match ?
  union all
  select s.id
  from users_search f
  join services s on s.customer_id = f.rowid
  where users_search match ?))
order by case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * 1073741824) end desc,
  services.id desc
limit ?;
-- params: 1, "2026-01-02T03:04:05.000Z", "owner : \"\ue00a\ue001\ue00a\" AND {username info note} : \"user\"", "owner : \"\ue00a\ue001\ue00a\" AND {mobile name} : \"user\"", 500

-- countOwnServices
select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > ?)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= ?)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = ? and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > ?)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = ?
group by "owner_id";
-- params: 1
