-- The SQL services/services.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

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
where "services"."deleted_at" is null and "services"."owner_id" = $1 and "services"."id" = $2;
-- params: 1, 2

-- lockOwnService
update "services"
set "updated_at" = "updated_at"
where "owner_id" = $1 and "id" = $2 and "deleted_at" is null;
-- params: 1, 2

-- lockUndelivered
update "services"
set "updated_at" = "updated_at"
where "id" = $1 and "deleted_at" is null and "delivered_at" is null and "started_at" is null;
-- params: 1

-- autoRenewDue
select "id",
  "owner_id"
from "services"
where "services"."auto_renew" = 1 and "services"."expired_at" is not null and "services"."deleted_at" is null and "services"."id" > $1
order by "services"."id"
limit $2;
-- params: 1, 20

-- lockAutoRenewDue
update "services"
set "updated_at" = "updated_at"
where "id" = $1 and "owner_id" = $2 and "auto_renew" = 1 and "expired_at" is not null and "deleted_at" is null;
-- params: 2, 1

-- vestableReferrals
select "id",
  "owner_id",
  "referral_pending"
from "services"
where "services"."referral_pending" > $1 and "services"."deleted_at" is null and ("services"."started_at" is not null and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 10 >= 1073741824)
order by "services"."id"
limit $2;
-- params: 0, 20

-- takePendingReferral
update "services"
set "referral_pending" = $1
where "id" = $2 and "referral_pending" = $3 and "deleted_at" is null and ("services"."started_at" is not null and (services.upload_bytes + services.download_bytes + services.radius_bytes) * 10 >= 1073741824);
-- params: 0, 1, 2

-- pendingReferralByOwner
select "owner_id",
  sum("referral_pending") as "pending"
from "services"
where "referral_pending" > $1 and "deleted_at" is null and "owner_id" in ($2, $3)
group by "owner_id";
-- params: 0, 1, 2

-- pendingReferralFor
select sum("services"."referral_pending") as "pending"
from "services"
inner join "users" as "payer" on "payer"."id" = "services"."owner_id"
where "services"."referral_pending" > $1 and "services"."deleted_at" is null and "payer"."referrer_id" = $2;
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
where "services"."deleted_at" is null and "services"."id" in ($1, $2)
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
where "services"."deleted_at" is null and "services"."is_radius" = $1 and "services"."id" in ($2, $3)
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

-- ownLiveServiceIds
select "id"
from "services"
where "owner_id" = $1 and "deleted_at" is null and "id" in ($2, $3);
-- params: 1, 2, 3

-- lockOwnServices
update "services"
set "updated_at" = "updated_at"
where "owner_id" = $1 and "id" in ($2, $3) and "deleted_at" is null;
-- params: 1, 2, 3

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

-- insertServicesWithFreeUsernames
insert into "services" ("owner_id", "package_id", "customer_id", "info", "username", "password", "v2ray_uuid", "sub_token", "is_v2ray", "is_radius", "is_custom", "days", "traffic_gb", "cost", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16),
  ($17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32)
on conflict ("username") do nothing
returning "id",
  "username";
-- params: 1, 2, 3, "info", "user1", "password", "uuid", "token", 1, 0, 0, 30, 50, 100000, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1, 2, 3, "info", "user2", "password", "uuid", "token2", 1, 0, 0, 30, 50, 100000, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- updateService
update "services"
set "paid" = $1,
  "note" = $2,
  "updated_at" = $3
where "id" = $4;
-- params: 1, "note", "2026-01-02T03:04:05.000Z", 1

-- insertServiceGroup
insert into "service_groups" ("owner_id", "package_id", "info", "description", "count", "created_at")
values ($1, $2, $3, $4, $5, $6)
returning "id";
-- params: 1, 2, "info", "description", 20, "2026-01-02T03:04:05.000Z"

-- listOwnGroups
select *
from "service_groups"
where "owner_id" = $1
order by "id" desc
limit $2
offset $3;
-- params: 1, 20, 0

select count(*) as "n"
from "service_groups"
where "owner_id" = $1;
-- params: 1

-- findOwnGroup
select *
from "service_groups"
where "owner_id" = $1 and "id" = $2;
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
where "services"."deleted_at" is null and "services"."group_id" = $1
order by "services"."id";
-- params: 1

-- usageRows
select "day",
  "upload_bytes",
  "download_bytes"
from "usage_daily"
where "service_id" = $1 and "day" >= $2
order by "day";
-- params: 1, "2026-01-01"

-- findServiceByCredentials
select "id",
  "username",
  "password"
from "services"
where "owner_id" = $1 and "username" = $2 and "password" = $3 and "is_radius" = $4 and "deleted_at" is null;
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
where "services"."deleted_at" is null and "services"."sub_token" = $1;
-- params: "token"
