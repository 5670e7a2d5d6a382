-- The SQL services/services.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findOwnService
select "services".*,
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
where "services"."deleted_at" is null and "services"."owner_id" = ? and "services"."id" = ?;
-- params: 1, 2

-- lockOwnService
update "services"
set "updated_at" = "updated_at"
where "owner_id" = ? and "id" = ? and "deleted_at" is null;
-- params: 1, 2

-- lockUndelivered
update "services"
set "updated_at" = "updated_at"
where "id" = ? and "deleted_at" is null and "delivered_at" is null and "started_at" is null;
-- params: 1

-- autoRenewDue
select "id",
  "owner_id"
from "services"
where "services"."auto_renew" = 1 and "services"."expired_at" is not null and "services"."deleted_at" is null and "services"."id" > ?
order by "services"."id"
limit ?;
-- params: 1, 20

-- lockAutoRenewDue
update "services"
set "updated_at" = "updated_at"
where "id" = ? and "owner_id" = ? and "auto_renew" = 1 and "expired_at" is not null and "deleted_at" is null;
-- params: 2, 1

-- vestableReferrals
select "id",
  "owner_id",
  "referral_pending"
from "services"
where "services"."referral_pending" > ? and "services"."deleted_at" is null and ("services"."started_at" is not null and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 10 >= 1073741824)
order by "services"."id"
limit ?;
-- params: 0, 20

-- takePendingReferral
update "services"
set "referral_pending" = ?
where "id" = ? and "referral_pending" = ? and "deleted_at" is null and ("services"."started_at" is not null and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 10 >= 1073741824);
-- params: 0, 1, 2

-- pendingReferralByOwner
select "owner_id",
  sum("referral_pending") as "pending"
from "services"
where "referral_pending" > ? and "deleted_at" is null and "owner_id" in (?, ?)
group by "owner_id";
-- params: 0, 1, 2

-- pendingReferralFor
select sum("services"."referral_pending") as "pending"
from "services"
inner join "users" as "payer" on "payer"."id" = "services"."owner_id"
where "services"."referral_pending" > ? and "services"."deleted_at" is null and "payer"."referrer_id" = ?;
-- params: 0, 1

-- findServicesByIds
select "services".*,
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
order by "services"."id";
-- params: 1, 2

-- findRadiusServicesByIds
select "services".*,
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
where "services"."deleted_at" is null and "services"."is_radius" = ? and "services"."id" in (?, ?)
order by "services"."id";
-- params: 1, 1, 2

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

-- ownLiveServiceIds
select "id"
from "services"
where "owner_id" = ? and "deleted_at" is null and "id" in (?, ?);
-- params: 1, 2, 3

-- lockOwnServices
update "services"
set "updated_at" = "updated_at"
where "owner_id" = ? and "id" in (?, ?) and "deleted_at" is null;
-- params: 1, 2, 3

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

-- insertServicesWithFreeUsernames
insert into "services" ("owner_id", "package_id", "customer_id", "info", "username", "password", "v2ray_uuid", "sub_token", "is_v2ray", "is_radius", "is_custom", "days", "traffic_gb", "cost", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("username") do nothing
returning "id",
  "username";
-- params: 1, 2, 3, "info", "user1", "password", "uuid", "token", 1, 0, 0, 30, 50, 100000, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1, 2, 3, "info", "user2", "password", "uuid", "token2", 1, 0, 0, 30, 50, 100000, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- updateService
update "services"
set "paid" = ?,
  "note" = ?,
  "updated_at" = ?
where "id" = ?;
-- params: 1, "note", "2026-01-02T03:04:05.000Z", 1

-- insertServiceGroup
insert into "service_groups" ("owner_id", "package_id", "info", "description", "count", "created_at")
values (?, ?, ?, ?, ?, ?)
returning "id";
-- params: 1, 2, "info", "description", 20, "2026-01-02T03:04:05.000Z"

-- listOwnGroups
select *
from "service_groups"
where "owner_id" = ?
order by "id" desc
limit ?
offset ?;
-- params: 1, 20, 0

select count(*) as "n"
from "service_groups"
where "owner_id" = ?;
-- params: 1

-- findOwnGroup
select *
from "service_groups"
where "owner_id" = ? and "id" = ?;
-- params: 1, 2

-- groupServices
select "services".*,
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
where "services"."deleted_at" is null and "services"."group_id" = ?
order by "services"."id";
-- params: 1

-- usageRows
select "day",
  "upload_bytes",
  "download_bytes"
from "usage_daily"
where "service_id" = ? and "day" >= ?
order by "day";
-- params: 1, "2026-01-01"

-- findServiceByCredentials
select "id",
  "username",
  "password"
from "services"
where "owner_id" = ? and "username" = ? and "password" = ? and "is_radius" = ? and "deleted_at" is null;
-- params: 1, "username", "password", 1

-- findBySubToken
select "services".*,
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
where "services"."deleted_at" is null and "services"."sub_token" = ?;
-- params: "token"
