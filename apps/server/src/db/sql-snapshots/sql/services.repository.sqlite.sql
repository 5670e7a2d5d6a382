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
