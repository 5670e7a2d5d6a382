-- The SQL settings/settings.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- readSetting
select "value"
from "settings"
where "key" = ?;
-- params: "key"

-- writeSetting
insert into "settings" ("key", "value", "updated_at")
values (?, ?, ?)
on conflict ("key") do update
set "value" = ?,
  "updated_at" = ?;
-- params: "key", "value", "2026-01-02T03:04:05.000Z", "value", "2026-01-02T03:04:05.000Z"
