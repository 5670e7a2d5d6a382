-- The SQL provisioning/provisioning.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- accountsOfAll
select "node_id",
  "tag",
  "service_id",
  "uuid",
  "form"
from "inbound_accounts"
where "service_id" in (?, ?);
-- params: 1, 2

-- recordNodeChanges
delete from "inbound_accounts"
where "node_id" = ? and "tag" = ? and "service_id" = ?;
-- params: 5, "tag", 6

delete from "inbound_accounts"
where "node_id" = ? and "tag" = ? and "service_id" = ?;
-- params: 7, "tag", 8

insert into "inbound_accounts" ("node_id", "tag", "service_id", "uuid", "form", "created_at")
values (?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?)
on conflict ("node_id", "tag", "service_id") do update
set "uuid" = "excluded"."uuid",
  "form" = "excluded"."form",
  "created_at" = "excluded"."created_at";
-- params: 1, "tag", 2, "uuid", "form", "2026-01-02T03:04:05.000Z", 3, "tag", 4, "uuid", "form", "2026-01-02T03:04:05.000Z"

update "services"
set "delivered_at" = ?
where "id" in (?, ?) and "delivered_at" is null and "deleted_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 2, 4

-- servicesOnInbound
select "service_id"
from "inbound_accounts"
where "node_id" = ? and "tag" = ?;
-- params: 1, "tag"

-- knownServiceIds
select "id"
from "services"
where "id" in (?, ?);
-- params: 1, 2

-- markUnknownAccounts
insert into "inbound_accounts" ("node_id", "tag", "service_id", "uuid", "form", "created_at")
values (?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?)
on conflict ("node_id", "tag", "service_id") do update
set "uuid" = ?,
  "form" = ?;
-- params: 1, "tag", 2, "", "", "2026-01-02T03:04:05.000Z", 1, "tag", 3, "", "", "2026-01-02T03:04:05.000Z", "", ""

-- forgetAccounts
delete from "inbound_accounts"
where "node_id" = ? and "tag" = ? and "service_id" in (?, ?);
-- params: 1, "tag", 2, 3

-- forgetNode
select "service_id"
from "inbound_accounts"
where "node_id" = ?;
-- params: 1

delete from "inbound_accounts"
where "node_id" = ?;
-- params: 1

-- liveV2rayServiceIds
select "id"
from "services"
where "is_v2ray" = ? and "deleted_at" is null and "banned" = ? and "expired_at" is null and "paused_until" is null;
-- params: 1, 0

-- dueJobs
select "id",
  "service_id",
  "action",
  "attempts",
  "run_after"
from "provisioning_jobs"
where "status" = ? and "run_after" <= ?
order by "id"
limit ?;
-- params: "pending", "2026-01-02T03:04:05.000Z", 20

-- claimJobs
update "provisioning_jobs"
set "run_after" = ?,
  "attempts" = "attempts" + ?
where "id" in (?, ?) and "status" = ? and "run_after" <= ?
returning "id";
-- params: "2026-01-02T03:04:05.000Z", 1, 1, 2, "pending", "2026-01-02T03:04:05.000Z"

-- finishJobs
update "provisioning_jobs"
set "status" = ?,
  "done_at" = ?,
  "last_error" = ?
where "service_id" = ? and "id" <= ? and "status" = ?;
-- params: "done", "2026-01-02T03:04:05.000Z", "", 1, 2, "pending"

-- retryJob
update "provisioning_jobs"
set "run_after" = ?,
  "last_error" = ?
where "id" = ?;
-- params: "2026-02-01T00:00:00.000Z", "error", 1

-- queueProvisioning
insert into "provisioning_jobs" ("service_id", "action", "run_after", "created_at")
values (?, ?, ?, ?),
  (?, ?, ?, ?);
-- params: 1, "add", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 2, "add", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- backlog
select count(*) as "pending",
  sum(case when attempts > 1 then 1 else 0 end) as "failing",
  min("created_at") as "oldest"
from "provisioning_jobs"
where "status" = ?;
-- params: "pending"

-- provisioningViews
select "id",
  "is_v2ray",
  "is_radius",
  "v2ray_uuid",
  "banned",
  "paused_until",
  "deleted_at",
  "expired_at",
  "started_at",
  "expire_in"
from "services"
where "id" in (?, ?);
-- params: 1, 2

-- undeliveredServiceIds
select distinct "services"."id"
from "provisioning_jobs"
inner join "services" on "services"."id" = "provisioning_jobs"."service_id"
where "provisioning_jobs"."status" = ? and "services"."delivered_at" is null and "services"."created_at" <= ? and "services"."is_v2ray" = ? and "services"."deleted_at" is null and "services"."started_at" is null
order by "services"."id"
limit ?;
-- params: "pending", "2026-01-02T03:04:05.000Z", 1, 20
