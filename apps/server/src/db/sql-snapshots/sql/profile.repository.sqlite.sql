-- The SQL profile/profile.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findResellerSettings
select *
from "reseller_settings"
where "user_id" = ?;
-- params: 1

-- saveResellerSettings
insert into "reseller_settings" ("remarks", "groupremarks", "user_id", "updated_at")
values (?, ?, ?, ?)
on conflict ("user_id") do update
set "remarks" = ?,
  "groupremarks" = ?,
  "updated_at" = ?;
-- params: "remarks", 1, 1, "2026-01-02T03:04:05.000Z", "remarks", 1, "2026-01-02T03:04:05.000Z"
