-- The SQL profile/profile.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findResellerSettings
select *
from "reseller_settings"
where "user_id" = $1;
-- params: 1

-- saveResellerSettings
insert into "reseller_settings" ("remarks", "groupremarks", "user_id", "updated_at")
values ($1, $2, $3, $4)
on conflict ("user_id") do update
set "remarks" = $5,
  "groupremarks" = $6,
  "updated_at" = $7;
-- params: "remarks", 1, 1, "2026-01-02T03:04:05.000Z", "remarks", 1, "2026-01-02T03:04:05.000Z"
