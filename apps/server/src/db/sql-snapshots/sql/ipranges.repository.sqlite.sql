-- The SQL ipranges/ipranges.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- replaceRanges: replace
delete from "ip_ranges";

insert into "ip_ranges" ("range_start", "range_end", "label", "provider")
values (?, ?, ?, ?),
  (?, ?, ?, ?);
-- params: "range_start_1", "range_end_1", "label", "provider", "range_start_2", "range_end_2", "label", "provider"

-- replaceRanges: add
insert into "ip_ranges" ("range_start", "range_end", "label", "provider")
values (?, ?, ?, ?),
  (?, ?, ?, ?);
-- params: "range_start_1", "range_end_1", "label", "provider", "range_start_2", "range_end_2", "label", "provider"

-- rangeSummary
select "provider",
  count(*) as "ranges"
from "ip_ranges"
group by "provider"
order by "provider";

-- providerOf
select "provider"
from "ip_ranges"
where "range_start" <= ? and "range_end" >= ?
order by "range_start" desc,
  "range_end" asc
limit ?;
-- params: "key", "key", 1
