-- The SQL services/services-list.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null)
  order by services.id desc
  limit $2
  offset $3)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is null)
  order by services.id desc
  limit $2
  offset $3)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" <= $2))
  order by services.id desc
  limit $3
  offset $4)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > $2)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $3 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= $4)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $5 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > $6)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 1))
  order by services.id desc
  limit $3
  offset $4)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > $2)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $3 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= $4)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $5 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > $6)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0))
  order by services.id desc
  limit $3
  offset $4)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 20, 0

select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > $2)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $3 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= $4)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $5 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > $6)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and (("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0) and ("services"."expire_in" <= $3 or ("services"."unlimited_traffic" = $4 and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 100 >= services.traffic_gb * 85899345920))))
  order by services.id desc
  limit $5
  offset $6)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", "2026-01-05T03:04:05.000Z", 0, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and (("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0) and ("services"."expire_in" <= $3 or ("services"."unlimited_traffic" = $4 and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 100 >= services.traffic_gb * 85899345920))));
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."paid" = $2)
  order by services.id desc
  limit $3
  offset $4)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."paid" = $2)
  order by services.id desc
  limit $3
  offset $4)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0) and "services"."paid" = $3)
  order by services.id desc
  limit $4
  offset $5)
order by services.id desc;
-- params: 1, "2026-01-02T03:04:05.000Z", 0, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0) and "services"."paid" = $3);
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."customer_id" = $2)
  order by services.id desc
  limit $3
  offset $4)
order by services.id desc;
-- params: 1, 9, 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."customer_id" = $2);
-- params: 1, 9

-- listOwnServices: search by mobile
select "services"."id"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."id" in (select id
  from services_search
  where owner_id = $2 and (username ilike $3 or info ilike $4 or note ilike $5)
  union all
  select s.id
  from users c
  join services s on s.customer_id = c.id
  where c.owner_id = $6 and c.type = 'CUSTOMER' and (c.mobile ilike $7 or c.name ilike $8)))
order by "services"."id" desc;
-- params: 1, 1, "%09121234567%", "%09121234567%", "%09121234567%", 1, "%09121234567%", "%09121234567%"

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
where "services"."deleted_at" is null and "services"."id" in ($1, $2)
order by "services"."id" desc;
-- params: 31, 30

-- listOwnServices: search by name, in Persian
select "services"."id"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."id" in (select id
  from services_search
  where owner_id = $2 and (username ilike $3 or info ilike $4 or note ilike $5)
  union all
  select s.id
  from users c
  join services s on s.customer_id = c.id
  where c.owner_id = $6 and c.type = 'CUSTOMER' and (c.mobile ilike $7 or c.name ilike $8)))
order by "services"."id" desc;
-- params: 1, 1, "%علی%", "%علی%", "%علی%", 1, "%علی%", "%علی%"

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
where "services"."deleted_at" is null and "services"."id" in ($1, $2)
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."id" = $2 or "services"."username" ilike $3 or "services"."info" ilike $4 or "services"."note" ilike $5 or "services"."customer_id" in (select "customer"."id"
    from "users" as "customer"
    where "customer"."owner_id" = $6 and "customer"."type" = $7 and ("customer"."mobile" ilike $8 or "customer"."name" ilike $9))))
  order by services.id desc
  limit $10
  offset $11)
order by services.id desc;
-- params: 1, 42, "%42%", "%42%", "%42%", 1, "CUSTOMER", "%42%", "%42%", 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."id" = $2 or "services"."username" ilike $3 or "services"."info" ilike $4 or "services"."note" ilike $5 or "services"."customer_id" in (select "customer"."id"
  from "users" as "customer"
  where "customer"."owner_id" = $6 and "customer"."type" = $7 and ("customer"."mobile" ilike $8 or "customer"."name" ilike $9))));
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null)
  order by case when services.expire_in is null then 1 else 0 end asc,
    services.expire_in asc,
    services.id desc
  limit $2
  offset $3)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null)
  order by case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * 1073741824) end desc,
    services.id desc
  limit $2
  offset $3)
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
where "owner_id" = $1
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
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."id" in (select id
    from services_search
    where owner_id = $2 and (username ilike $3 or info ilike $4 or note ilike $5)
    union all
    select s.id
    from users c
    join services s on s.customer_id = c.id
    where c.owner_id = $6 and c.type = 'CUSTOMER' and (c.mobile ilike $7 or c.name ilike $8)))
  order by case when services.expire_in is null then 1 else 0 end asc,
    services.expire_in asc,
    services.id desc
  limit $9
  offset $10)
order by case when services.expire_in is null then 1 else 0 end asc,
  services.expire_in asc,
  services.id desc;
-- params: 1, 1, "%user%", "%user%", "%user%", 1, "%user%", "%user%", 20, 0

select count(*) as "n"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."id" in (select id
  from services_search
  where owner_id = $2 and (username ilike $3 or info ilike $4 or note ilike $5)
  union all
  select s.id
  from users c
  join services s on s.customer_id = c.id
  where c.owner_id = $6 and c.type = 'CUSTOMER' and (c.mobile ilike $7 or c.name ilike $8)));
-- params: 1, 1, "%user%", "%user%", "%user%", 1, "%user%", "%user%"

-- mergeSearchSegments
-- (sends no query)

-- statusCounts
select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > $2)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $3 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= $4)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $5 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > $6)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = $1
group by "owner_id";
-- params: 1

-- ownServiceIdsMatching: no filter
select "services"."id"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null)
order by services.id desc
limit $2;
-- params: 1, 500

-- ownServiceIdsMatching: active, a search, by usage
select "services"."id"
from "services"
where ("services"."owner_id" = $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and "services"."expire_in" > $2 and "services"."traffic_over" = 0) and "services"."id" in (select id
  from services_search
  where owner_id = $3 and (username ilike $4 or info ilike $5 or note ilike $6)
  union all
  select s.id
  from users c
  join services s on s.customer_id = c.id
  where c.owner_id = $7 and c.type = 'CUSTOMER' and (c.mobile ilike $8 or c.name ilike $9)))
order by case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * 1073741824) end desc,
  services.id desc
limit $10;
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "%user%", "%user%", "%user%", 1, "%user%", "%user%", 500

-- countOwnServices
select (select count(*) as "n"
  from "services"
  where ("services"."owner_id" = $1 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is not null and "services"."expire_in" > $2)) as "stopped_early",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $3 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."expired_at" is null and "services"."expire_in" <= $4)) as "running_late",
  (select count(*) as "n"
    from "services"
    where ("services"."owner_id" = $5 and "services"."deleted_at" is null and "services"."started_at" is not null) and ("services"."traffic_over" = 1 and "services"."expire_in" > $6)) as "finished";
-- params: 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

select "owner_id",
  sum("live") as "live",
  sum("unpaid") as "unpaid",
  sum("unstarted") as "unstarted",
  sum("radius") as "radius",
  sum("dated") as "dated",
  sum("stopped") as "stopped"
from "service_counts"
where "owner_id" = $1
group by "owner_id";
-- params: 1
