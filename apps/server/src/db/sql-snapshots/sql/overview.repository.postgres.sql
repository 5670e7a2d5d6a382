-- The SQL overview/overview.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- resellerCounts
select count(*) as "total",
  sum(case when active = 1 then 1 else 0 end) as "active"
from "users"
where "type" = $1 and "deleted_at" is null;
-- params: "RESELLER"

-- serviceCounts
select count(*) as "total",
  sum(case when banned = 0 and expired_at is null then 1 else 0 end) as "live"
from "services"
where "deleted_at" is null;

-- catalogueCounts
select (select count(*) as "n"
  from "nodes") as "nodes",
  (select count(*) as "n"
    from "package_groups") as "package_groups",
  (select count(*) as "n"
    from "packages") as "packages";

-- ledgerSince: credits
select count(*) as "count",
  sum("amount") as "sum"
from "transactions"
where "created_at" >= $1 and "type" in ($2, $3) and "amount" > $4;
-- params: "2026-01-02T03:04:05.000Z", 1, 2, 0

-- ledgerSince: debits of a kind
select count(*) as "count",
  sum("amount") as "sum"
from "transactions"
where "created_at" >= $1 and "type" in ($2) and "amount" < $3 and "ref_type" = $4;
-- params: "2026-01-02T03:04:05.000Z", 3, 0, "service"
