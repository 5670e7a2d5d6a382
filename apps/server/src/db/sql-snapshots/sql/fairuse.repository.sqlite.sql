-- The SQL fairuse/fairuse.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- watchedServices: all
select "id",
  "owner_id",
  "username",
  "simultaneous_limit"
from "services"
where "simultaneous_limit" > ? and "is_v2ray" = ? and "deleted_at" is null and "banned" = ? and "expired_at" is null and "paused_until" is null
order by "id";
-- params: 0, 1, 0

-- watchedServices: among ids
select "id",
  "owner_id",
  "username",
  "simultaneous_limit"
from "services"
where "simultaneous_limit" > ? and "is_v2ray" = ? and "deleted_at" is null and "banned" = ? and "expired_at" is null and "paused_until" is null and "id" in (?, ?)
order by "id";
-- params: 0, 1, 0, 1, 2

-- anyWatched
select "id"
from "services"
where "simultaneous_limit" > ? and "is_v2ray" = ? and "deleted_at" is null and "banned" = ? and "expired_at" is null and "paused_until" is null
limit ?;
-- params: 0, 1, 0, 1

-- insertOverSample
insert into "fairuse_samples" ("service_id", "at", "addresses")
values (?, ?, ?)
on conflict ("service_id", "at") do nothing;
-- params: 1, "2026-01-02T03:04:05.000Z", 2

-- overSamplesSince
select "at"
from "fairuse_samples"
where "service_id" = ? and "at" > ?;
-- params: 1, "2026-01-02T03:04:05.000Z"

-- forgetSamples: before a time
delete from "fairuse_samples"
where "at" < ?;
-- params: "2026-01-02T03:04:05.000Z"

-- forgetSamples: of a service
delete from "fairuse_samples"
where "service_id" = ?;
-- params: 1

-- insertEvent
insert into "fairuse_events" ("service_id", "kind", "detail", "at")
values (?, ?, ?, ?);
-- params: 1, "warn", "detail", "2026-01-02T03:04:05.000Z"

-- lastEvent
select "kind",
  "at"
from "fairuse_events"
where "service_id" = ?
order by "at" desc,
  "id" desc
limit ?;
-- params: 1, 1

-- eventsOf
select "kind",
  "detail",
  "at"
from "fairuse_events"
where "service_id" = ?
order by "at" desc,
  "id" desc
limit ?;
-- params: 1, 20

-- fairUseState
select "simultaneous_limit",
  "paused_until"
from "services"
where "id" = ?;
-- params: 1

-- pauseService
update "services"
set "paused_until" = ?
where "id" = ? and "paused_until" is null and "deleted_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 1

-- pausesDue
select "id",
  "owner_id",
  "username",
  "simultaneous_limit",
  "paused_until"
from "services"
where "paused_until" is not null and "paused_until" <= ?
order by "id";
-- params: "2026-01-02T03:04:05.000Z"

-- resumeService
update "services"
set "paused_until" = ?
where "id" = ? and "paused_until" = ?;
-- params: null, 1, "2026-01-02T03:04:05.000Z"
