-- The SQL usage/usage.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- applyUsage: V2Ray usage
with delta as (select *
  from unnest(cast($1 as integer[]), cast($2 as bigint[]), cast($3 as bigint[])) as d(id, up, down)),
  updated as (update services
    set started_at = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then $4 else services.started_at end,
      expire_in = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then to_char((cast($5 as timestamptz) at time zone 'UTC') + services.days * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') else services.expire_in end,
      upload_bytes = services.upload_bytes + delta.up,
      download_bytes = services.download_bytes + delta.down,
      updated_at = $6
    from delta
    where services.id = delta.id
    returning services.id,
      services.owner_id,
      case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824 then 1 else 0 end as over_limit,
      case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 then services.traffic_gb - (services.upload_bytes + services.download_bytes + services.radius_bytes) / 1073741824.0 end as left_gb,
      delta.up,
      delta.down),
  daily as (insert into usage_daily (service_id, day, upload_bytes, download_bytes)
    select id,
      $7,
      up,
      down
    from updated
    on conflict (service_id, day) do update
    set upload_bytes = usage_daily.upload_bytes + excluded.upload_bytes,
      download_bytes = usage_daily.download_bytes + excluded.download_bytes)
select id,
  owner_id,
  over_limit,
  left_gb
from updated;
-- params: [1,4], [2,5], [3,6], "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02"

-- applyUsage: RADIUS usage
with delta as (select *
  from unnest(cast($1 as integer[]), cast($2 as bigint[]), cast($3 as bigint[])) as d(id, up, down)),
  updated as (update services
    set started_at = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then $4 else services.started_at end,
      expire_in = case when services.deleted_at is null and services.started_at is null and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0 then to_char((cast($5 as timestamptz) at time zone 'UTC') + services.days * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') else services.expire_in end,
      radius_bytes = services.radius_bytes + delta.up + delta.down,
      updated_at = $6
    from delta
    where services.id = delta.id
    returning services.id,
      services.owner_id,
      case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824 then 1 else 0 end as over_limit,
      case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0 then services.traffic_gb - (services.upload_bytes + services.download_bytes + services.radius_bytes) / 1073741824.0 end as left_gb,
      delta.up,
      delta.down),
  daily as (insert into usage_daily (service_id, day, upload_bytes, download_bytes)
    select id,
      $7,
      up,
      down
    from updated
    on conflict (service_id, day) do update
    set upload_bytes = usage_daily.upload_bytes + excluded.upload_bytes,
      download_bytes = usage_daily.download_bytes + excluded.download_bytes)
select id,
  owner_id,
  over_limit,
  left_gb
from updated;
-- params: [1,4], [2,5], [3,6], "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "2026-01-02"

-- stopServices
update "services"
set "expired_at" = $1
where "id" = any(cast($2 as integer[]));
-- params: "2026-01-02T03:04:05.000Z", [1,2]

-- stampExpired
select "id",
  "owner_id"
from "services"
where "deleted_at" is null and "expired_at" is null and "started_at" is not null and "expire_in" <= $1
order by "expire_in"
limit $2;
-- params: "2026-01-02T03:04:05.000Z", 1000

update "services"
set "expired_at" = $1
where "id" = any(cast($2 as integer[]));
-- params: "2026-01-02T03:04:05.000Z", [1,2]

-- radiusAccountsMoved
select "username"
from "radacct_moved";

-- takeRadiusAccounts
delete from "radacct_moved"
where "username" = any(cast($1 as text[]));
-- params: ["user1","user2"]

-- radiusSessionsGrown
select radacct.acctuniqueid,
  radacct.username,
  coalesce(radacct.acctinputoctets, 0) as input,
  coalesce(radacct.acctoutputoctets, 0) as output,
  radius_counted.input_octets as counted_input,
  radius_counted.output_octets as counted_output
from radacct
left join radius_counted on radius_counted.acctuniqueid = radacct.acctuniqueid
where "radacct"."username" = any(cast($1 as text[])) and (coalesce(radacct.acctinputoctets, 0) > coalesce(radius_counted.input_octets, 0) or coalesce(radacct.acctoutputoctets, 0) > coalesce(radius_counted.output_octets, 0));
-- params: ["user1","user2"]

-- countRadiusSessions
insert into radius_counted (acctuniqueid, input_octets, output_octets)
select *
from unnest(cast($1 as text[]), cast($2 as bigint[]), cast($3 as bigint[]))
on conflict (acctuniqueid) do update
set input_octets = excluded.input_octets,
  output_octets = excluded.output_octets,
  -- Back only if its row is: a cleanup that deleted it while this pass read it keeps its stamp.
  gone_at = case when exists (select 1
    from radacct
    where radacct.acctuniqueid = excluded.acctuniqueid) then null else radius_counted.gone_at end;
-- params: ["session1","session2"], [1,3], [2,4]

-- forgetRadiusSessions
delete from "radius_counted"
where "acctuniqueid" in (select "radius_counted"."acctuniqueid"
  from "radius_counted"
  where "radius_counted"."gone_at" is not null and "radius_counted"."gone_at" < $1 and not exists (select "radacct"."radacctid"
    from "radacct"
    where "radacct"."acctuniqueid" = "radius_counted"."acctuniqueid")
  limit $2);
-- params: "2026-01-02T03:04:05.000Z", 1000

-- liveRadiusServices
select "id",
  "username"
from "services"
where "username" = any(cast($1 as text[])) and "is_radius" = $2 and "deleted_at" is null;
-- params: ["user1","user2"], 1
