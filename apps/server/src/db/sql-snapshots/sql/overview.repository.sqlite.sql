-- The SQL overview/overview.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- resellerCounts
select count(*) as "total",
  sum(case when active = 1 then 1 else 0 end) as "active"
from "users"
where "type" = ? and "deleted_at" is null;
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
where "created_at" >= ? and "type" in (?, ?) and "amount" > ?;
-- params: "2026-01-02T03:04:05.000Z", 1, 2, 0

-- ledgerSince: debits of a kind
select count(*) as "count",
  sum("amount") as "sum"
from "transactions"
where "created_at" >= ? and "type" in (?) and "amount" < ? and "ref_type" = ?;
-- params: "2026-01-02T03:04:05.000Z", 3, 0, "service"
