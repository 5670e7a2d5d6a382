-- The SQL events/notices.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findNoticeSettings
select "notice_expiring_days",
  "notice_expiring_traffic_gb",
  "notice_balance_low"
from "users"
where "id" = ?;
-- params: 1

-- updateNoticeSettings
update "users"
set "notice_expiring_days" = ?,
  "notice_expiring_traffic_gb" = ?,
  "notice_balance_low" = ?,
  "updated_at" = ?
where "id" = ?;
-- params: 2, 3, 4, "2026-01-02T03:04:05.000Z", 1

-- claimServiceNotices
insert into "service_notices" ("service_id", "reason", "expire_in", "traffic_gb", "created_at")
values (?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?)
on conflict do nothing
returning "service_id";
-- params: 1, "days", "2026-02-01T00:00:00.000Z", 2, "2026-01-02T03:04:05.000Z", 3, "days", "2026-02-01T00:00:00.000Z", 4, "2026-01-02T03:04:05.000Z"

-- claimDeviceRefusal
insert into "device_refusal_notices" ("service_id", "hwid", "day")
values (?, ?, ?)
on conflict do nothing
returning "service_id";
-- params: 1, "hwid", "2026-01-02T03:04:05.000Z"

-- forgetDeviceRefusals
delete from "device_refusal_notices"
where "day" < ?;
-- params: "2026-01-02T03:04:05.000Z"

-- largestTrafficThreshold
select max("notice_expiring_traffic_gb") as "gb"
from "users"
where "type" = ?;
-- params: "RESELLER"

-- expiringDayThresholds
select distinct "notice_expiring_days"
from "users"
where "type" = ? and "notice_expiring_days" > ?;
-- params: "RESELLER", 0

-- servicesEndingUntold
select "services"."id",
  "services"."expire_in"
from "services"
inner join "users" as "owner" on "owner"."id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."expired_at" is null and "services"."started_at" is not null and "services"."expire_in" > ? and "services"."expire_in" <= ? and "owner"."notice_expiring_days" = ? and not exists (select "n"."service_id"
  from "service_notices" as "n"
  where "n"."service_id" = "services"."id" and "n"."reason" = ? and "n"."expire_in" = "services"."expire_in")
order by "services"."expire_in"
limit ?;
-- params: "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1, "days", 20

-- servicesNearTrafficEnd
select "services"."id",
  "services"."expire_in",
  "services"."traffic_gb"
from "services"
inner join "users" as "owner" on "owner"."id" = "services"."owner_id"
where services.id in (select value
  from json_each(?)) and "services"."deleted_at" is null and "services"."expired_at" is null and "services"."started_at" is not null and "services"."expire_in" is not null and "services"."unlimited_traffic" = ? and "owner"."notice_expiring_traffic_gb" > ? and (services.upload_bytes + services.download_bytes + services.radius_bytes) >= (services.traffic_gb - owner.notice_expiring_traffic_gb) * ? and (services.upload_bytes + services.download_bytes + services.radius_bytes) < services.traffic_gb * ? and not exists (select "n"."service_id"
    from "service_notices" as "n"
    where "n"."service_id" = "services"."id" and "n"."reason" = ? and "n"."expire_in" = "services"."expire_in" and "n"."traffic_gb" = "services"."traffic_gb");
-- params: "[1,2]", 0, 0, 1073741824, 1073741824, "traffic"
