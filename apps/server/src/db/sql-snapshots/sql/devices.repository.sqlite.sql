-- The SQL services/devices.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listDevices
select *
from "service_devices"
where "service_id" = ?
order by "first_seen",
  "id";
-- params: 1

-- countDevices
select count(*) as "n"
from "service_devices"
where "service_id" = ?;
-- params: 1

-- insertDevice
insert into "service_devices" ("service_id", "hwid", "os", "os_version", "model", "user_agent", "first_seen", "last_seen")
values (?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("service_id", "hwid") do nothing;
-- params: 1, "hwid", "os", "os_version", "model", "user_agent", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- touchDevice
update "service_devices"
set "last_seen" = ?
where "id" = ?;
-- params: "2026-01-02T03:04:05.000Z", 1

-- deleteDevice
delete from "service_devices"
where "service_id" = ? and "id" = ?;
-- params: 1, 2

-- findDeviceTerms
select "id",
  "package_id",
  "device_limit",
  "simultaneous_limit"
from "services"
where "id" = ? and "deleted_at" is null;
-- params: 1

-- lockService
update "services"
set "updated_at" = "updated_at"
where "id" = ?;
-- params: 1
