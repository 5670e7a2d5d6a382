-- The SQL settings/settings.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- readSetting
select "value"
from "settings"
where "key" = $1;
-- params: "key"

-- writeSetting
insert into "settings" ("key", "value", "updated_at")
values ($1, $2, $3)
on conflict ("key") do update
set "value" = $4,
  "updated_at" = $5;
-- params: "key", "value", "2026-01-02T03:04:05.000Z", "value", "2026-01-02T03:04:05.000Z"
