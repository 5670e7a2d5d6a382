-- The SQL services/devices.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listDevices
select *
from "service_devices"
where "service_id" = $1
order by "first_seen",
  "id";
-- params: 1

-- countDevices
select count(*) as "n"
from "service_devices"
where "service_id" = $1;
-- params: 1

-- insertDevice
insert into "service_devices" ("service_id", "hwid", "os", "os_version", "model", "user_agent", "first_seen", "last_seen")
values ($1, $2, $3, $4, $5, $6, $7, $8)
on conflict ("service_id", "hwid") do nothing;
-- params: 1, "hwid", "os", "os_version", "model", "user_agent", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- touchDevice
update "service_devices"
set "last_seen" = $1
where "id" = $2;
-- params: "2026-01-02T03:04:05.000Z", 1

-- deleteDevice
delete from "service_devices"
where "service_id" = $1 and "id" = $2;
-- params: 1, 2

-- findDeviceTerms
select "id",
  "package_id",
  "device_limit",
  "simultaneous_limit"
from "services"
where "id" = $1 and "deleted_at" is null;
-- params: 1

-- lockService
update "services"
set "updated_at" = "updated_at"
where "id" = $1;
-- params: 1
