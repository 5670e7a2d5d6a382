-- The SQL events/notices.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findNoticeSettings
select "notice_expiring_days",
  "notice_expiring_traffic_gb",
  "notice_balance_low"
from "users"
where "id" = $1;
-- params: 1

-- updateNoticeSettings
update "users"
set "notice_expiring_days" = $1,
  "notice_expiring_traffic_gb" = $2,
  "notice_balance_low" = $3,
  "updated_at" = $4
where "id" = $5;
-- params: 2, 3, 4, "2026-01-02T03:04:05.000Z", 1

-- claimServiceNotices
insert into "service_notices" ("service_id", "reason", "expire_in", "traffic_gb", "created_at")
values ($1, $2, $3, $4, $5),
  ($6, $7, $8, $9, $10)
on conflict do nothing
returning "service_id";
-- params: 1, "days", "2026-02-01T00:00:00.000Z", 2, "2026-01-02T03:04:05.000Z", 3, "days", "2026-02-01T00:00:00.000Z", 4, "2026-01-02T03:04:05.000Z"

-- claimDeviceRefusal
insert into "device_refusal_notices" ("service_id", "hwid", "day")
values ($1, $2, $3)
on conflict do nothing
returning "service_id";
-- params: 1, "hwid", "2026-01-02T03:04:05.000Z"

-- forgetDeviceRefusals
delete from "device_refusal_notices"
where "day" < $1;
-- params: "2026-01-02T03:04:05.000Z"

-- largestTrafficThreshold
select max("notice_expiring_traffic_gb") as "gb"
from "users"
where "type" = $1;
-- params: "RESELLER"

-- expiringDayThresholds
select distinct "notice_expiring_days"
from "users"
where "type" = $1 and "notice_expiring_days" > $2;
-- params: "RESELLER", 0

-- servicesEndingUntold
select "services"."id",
  "services"."expire_in"
from "services"
inner join "users" as "owner" on "owner"."id" = "services"."owner_id"
where "services"."deleted_at" is null and "services"."expired_at" is null and "services"."started_at" is not null and "services"."expire_in" > $1 and "services"."expire_in" <= $2 and "owner"."notice_expiring_days" = $3 and not exists (select "n"."service_id"
  from "service_notices" as "n"
  where "n"."service_id" = "services"."id" and "n"."reason" = $4 and "n"."expire_in" = "services"."expire_in")
order by "services"."expire_in"
limit $5;
-- params: "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1, "days", 20

-- servicesNearTrafficEnd
select "services"."id",
  "services"."expire_in",
  "services"."traffic_gb"
from "services"
inner join "users" as "owner" on "owner"."id" = "services"."owner_id"
where services.id = any(cast($1 as integer[])) and "services"."deleted_at" is null and "services"."expired_at" is null and "services"."started_at" is not null and "services"."expire_in" is not null and "services"."unlimited_traffic" = $2 and "owner"."notice_expiring_traffic_gb" > $3 and (services.upload_bytes + services.download_bytes + services.radius_bytes) >= (services.traffic_gb - owner.notice_expiring_traffic_gb) * $4 and (services.upload_bytes + services.download_bytes + services.radius_bytes) < services.traffic_gb * $5 and not exists (select "n"."service_id"
  from "service_notices" as "n"
  where "n"."service_id" = "services"."id" and "n"."reason" = $6 and "n"."expire_in" = "services"."expire_in" and "n"."traffic_gb" = "services"."traffic_gb");
-- params: [1,2], 0, 0, 1073741824, 1073741824, "traffic"
