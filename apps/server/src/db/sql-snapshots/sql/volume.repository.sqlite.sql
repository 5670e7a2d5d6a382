-- The SQL volume/volume.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listTrafficPackages: active
select *
from "traffic_packages"
where "active" = ?
order by "sort",
  "id";
-- params: 1

-- listTrafficPackages: all
select *
from "traffic_packages"
order by "sort",
  "id";

-- findTrafficPackage
select *
from "traffic_packages"
where "id" = ?;
-- params: 1

-- insertTrafficPackage
insert into "traffic_packages" ("name", "created_at", "active", "sort", "price", "days", "transferlimit")
values (?, ?, ?, ?, ?, ?, ?)
returning *;
-- params: "name", "2026-01-02T03:04:05.000Z", 1, 1, 2, 3, 20

-- updateTrafficPackage
update "traffic_packages"
set "price" = ?,
  "active" = ?
where "id" = ?
returning *;
-- params: 2, 0, 1

-- lockPool
update "users"
set "updated_at" = ?
where "id" = ? and "type" = ? and "deleted_at" is null
returning "volumeservice",
  "traffic_total",
  "traffic_used",
  "pool_started_at",
  "pool_expires_at";
-- params: "2026-01-02T03:04:05.000Z", 1, "RESELLER"

-- writePool
update "users"
set "traffic_used" = ?,
  "traffic_total" = ?,
  "pool_expires_at" = ?,
  "pool_started_at" = ?,
  "updated_at" = ?
where "id" = ?;
-- params: 2, 3, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1

-- drawFromPool
update "users"
set "traffic_used" = traffic_used + ?,
  "updated_at" = ?
where "id" = ? and "volumeservice" = ? and "pool_expires_at" > ? and traffic_used + ? <= traffic_total + ?;
-- params: 2, "2026-01-02T03:04:05.000Z", 1, 1, "2026-01-02T03:04:05.000Z", 2, 1e-9

-- growLivePool
update "users"
set "traffic_total" = traffic_total + ?,
  "updated_at" = ?
where "id" = ? and "pool_expires_at" > ?;
-- params: 2, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

-- returnToPool
update "users"
set "traffic_used" = case when traffic_used > ? then traffic_used - ? else 0 end,
  "updated_at" = ?
where "id" = ? and "pool_expires_at" > ? and "pool_started_at" <= ?;
-- params: 2, 2, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"
