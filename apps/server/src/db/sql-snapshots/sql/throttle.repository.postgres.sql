-- The SQL throttle/throttle.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- hitCounter
insert into "rate_counters" ("key", "count", "expires_at")
values ($1, $2, $3)
on conflict ("key") do update
set "count" = case when rate_counters.expires_at <= $4 then 1 else rate_counters.count + 1 end,
  "expires_at" = case when rate_counters.expires_at <= $5 then $6 else rate_counters.expires_at end
returning "count",
  "expires_at";
-- params: "key", 1, "2026-01-02T03:04:06.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:06.000Z"

-- peekCounter
select "count"
from "rate_counters"
where "key" = $1 and "expires_at" > $2;
-- params: "key", "2026-01-02T03:04:05.000Z"

-- releaseCounter
update "rate_counters"
set "count" = "count" - $1
where "key" = $2 and "count" > $3 and "expires_at" > $4;
-- params: 1, "key", 0, "2026-01-02T03:04:05.000Z"

-- deleteCounter
delete from "rate_counters"
where "key" = $1;
-- params: "key"

-- deleteExpiredCounters
delete from "rate_counters"
where "expires_at" <= $1;
-- params: "2026-01-02T03:04:05.000Z"
