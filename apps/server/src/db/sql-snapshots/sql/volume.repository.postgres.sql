-- The SQL volume/volume.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listTrafficPackages: active
select *
from "traffic_packages"
where "active" = $1
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
where "id" = $1;
-- params: 1

-- insertTrafficPackage
insert into "traffic_packages" ("name", "created_at", "active", "sort", "price", "days", "transferlimit")
values ($1, $2, $3, $4, $5, $6, $7)
returning *;
-- params: "name", "2026-01-02T03:04:05.000Z", 1, 1, 2, 3, 20

-- updateTrafficPackage
update "traffic_packages"
set "price" = $1,
  "active" = $2
where "id" = $3
returning *;
-- params: 2, 0, 1

-- lockPool
update "users"
set "updated_at" = $1
where "id" = $2 and "type" = $3 and "deleted_at" is null
returning "volumeservice",
  "traffic_total",
  "traffic_used",
  "pool_started_at",
  "pool_expires_at";
-- params: "2026-01-02T03:04:05.000Z", 1, "RESELLER"

-- writePool
update "users"
set "traffic_used" = $1,
  "traffic_total" = $2,
  "pool_expires_at" = $3,
  "pool_started_at" = $4,
  "updated_at" = $5
where "id" = $6;
-- params: 2, 3, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 1

-- drawFromPool
update "users"
set "traffic_used" = traffic_used + $1,
  "updated_at" = $2
where "id" = $3 and "volumeservice" = $4 and "pool_expires_at" > $5 and traffic_used + $6 <= traffic_total + $7;
-- params: 2, "2026-01-02T03:04:05.000Z", 1, 1, "2026-01-02T03:04:05.000Z", 2, 1e-9

-- growLivePool
update "users"
set "traffic_total" = traffic_total + $1,
  "updated_at" = $2
where "id" = $3 and "pool_expires_at" > $4;
-- params: 2, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

-- returnToPool
update "users"
set "traffic_used" = case when traffic_used > $1 then traffic_used - $2 else 0 end,
  "updated_at" = $3
where "id" = $4 and "pool_expires_at" > $5 and "pool_started_at" <= $6;
-- params: 2, 2, "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"
