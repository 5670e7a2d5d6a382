-- The SQL throttle/throttle.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- hitCounter
insert into "rate_counters" ("key", "count", "expires_at")
values (?, ?, ?)
on conflict ("key") do update
set "count" = case when rate_counters.expires_at <= ? then 1 else rate_counters.count + 1 end,
  "expires_at" = case when rate_counters.expires_at <= ? then ? else rate_counters.expires_at end
returning "count",
  "expires_at";
-- params: "key", 1, "2026-01-02T03:04:06.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:06.000Z"

-- peekCounter
select "count"
from "rate_counters"
where "key" = ? and "expires_at" > ?;
-- params: "key", "2026-01-02T03:04:05.000Z"

-- releaseCounter
update "rate_counters"
set "count" = "count" - ?
where "key" = ? and "count" > ? and "expires_at" > ?;
-- params: 1, "key", 0, "2026-01-02T03:04:05.000Z"

-- deleteCounter
delete from "rate_counters"
where "key" = ?;
-- params: "key"

-- deleteExpiredCounters
delete from "rate_counters"
where "expires_at" <= ?;
-- params: "2026-01-02T03:04:05.000Z"
