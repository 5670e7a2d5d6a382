-- The SQL usage/usage.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- applyUsage: V2Ray usage
with delta(id, up, down) as (select value ->> 0,
    value ->> 1,
    value ->> 2
  from json_each(?))
update services
set started_at = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then ? else services.started_at end,
  expire_in = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || services.days || ' days') else services.expire_in end,
  upload_bytes = services.upload_bytes + delta.up,
  download_bytes = services.download_bytes + delta.down,
  updated_at = ?
from delta
where services.id = delta.id
returning services.id,
  services.owner_id,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824 then 1 else 0 end as over_limit,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 then services.traffic_gb - (services.upload_bytes + services.download_bytes + services.radius_bytes) / 1073741824.0 end as left_gb;
-- params: "[[1,2,3],[4,5,6]]", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- applyUsage: RADIUS usage
with delta(id, up, down) as (select value ->> 0,
    value ->> 1,
    value ->> 2
  from json_each(?))
update services
set started_at = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then ? else services.started_at end,
  expire_in = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || services.days || ' days') else services.expire_in end,
  radius_bytes = services.radius_bytes + delta.up + delta.down,
  updated_at = ?
from delta
where services.id = delta.id
returning services.id,
  services.owner_id,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824 then 1 else 0 end as over_limit,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 then services.traffic_gb - (services.upload_bytes + services.download_bytes + services.radius_bytes) / 1073741824.0 end as left_gb;
-- params: "[[1,2,3],[4,5,6]]", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- stopServices
update "services"
set "expired_at" = ?
where "id" in (select value
  from json_each(?));
-- params: "2026-01-02T03:04:05.000Z", "[1,2]"

-- stampExpired
select "id",
  "owner_id"
from "services"
where "deleted_at" is null and "expired_at" is null and "started_at" is not null and "expire_in" <= ?
order by "expire_in"
limit ?;
-- params: "2026-01-02T03:04:05.000Z", 1000

update "services"
set "expired_at" = ?
where "id" in (select value
  from json_each(?));
-- params: "2026-01-02T03:04:05.000Z", "[1,2]"

-- radiusAccountsMoved
select "username"
from "radacct_moved";

-- takeRadiusAccounts
delete from "radacct_moved"
where "username" in (select value
  from json_each(?));
-- params: "[\"user1\",\"user2\"]"

-- radiusSessionsGrown
select radacct.acctuniqueid,
  radacct.username,
  coalesce(radacct.acctinputoctets, 0) as input,
  coalesce(radacct.acctoutputoctets, 0) as output,
  radius_counted.input_octets as counted_input,
  radius_counted.output_octets as counted_output
from radacct
left join radius_counted on radius_counted.acctuniqueid = radacct.acctuniqueid
where "radacct"."username" in (select value
  from json_each(?)) and (coalesce(radacct.acctinputoctets, 0) > coalesce(radius_counted.input_octets, 0) or coalesce(radacct.acctoutputoctets, 0) > coalesce(radius_counted.output_octets, 0));
-- params: "[\"user1\",\"user2\"]"

-- countRadiusSessions
insert into radius_counted (acctuniqueid, input_octets, output_octets)
select value ->> 0,
  value ->> 1,
  value ->> 2
from json_each(?)
where true
on conflict (acctuniqueid) do update
set input_octets = excluded.input_octets,
  output_octets = excluded.output_octets,
  -- Back only if its row is: a cleanup that deleted it while this pass read it keeps its stamp.
  gone_at = case when exists (select 1
    from radacct
    where radacct.acctuniqueid = excluded.acctuniqueid) then null else radius_counted.gone_at end;
-- params: "[[\"session1\",1,2],[\"session2\",3,4]]"

-- forgetRadiusSessions
delete from "radius_counted"
where "acctuniqueid" in (select "radius_counted"."acctuniqueid"
  from "radius_counted"
  where "radius_counted"."gone_at" is not null and "radius_counted"."gone_at" < ? and not exists (select "radacct"."radacctid"
    from "radacct"
    where "radacct"."acctuniqueid" = "radius_counted"."acctuniqueid")
  limit ?);
-- params: "2026-01-02T03:04:05.000Z", 1000

-- liveRadiusServices
select "id",
  "username"
from "services"
where "username" in (select value
  from json_each(?)) and "is_radius" = ? and "deleted_at" is null;
-- params: "[\"user1\",\"user2\"]", 1
