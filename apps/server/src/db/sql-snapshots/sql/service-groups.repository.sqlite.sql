-- The SQL services/service-groups.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertServiceGroup
insert into "service_groups" ("owner_id", "package_id", "info", "description", "count", "created_at")
values (?, ?, ?, ?, ?, ?)
returning "id";
-- params: 1, 2, "info", "description", 20, "2026-01-02T03:04:05.000Z"

-- listOwnGroups
select *
from "service_groups"
where "owner_id" = ?
order by "id" desc
limit ?
offset ?;
-- params: 1, 20, 0

select count(*) as "n"
from "service_groups"
where "owner_id" = ?;
-- params: 1

-- findOwnGroup
select *
from "service_groups"
where "owner_id" = ? and "id" = ?;
-- params: 1, 2
