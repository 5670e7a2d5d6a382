-- The SQL webhooks/webhooks.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listEndpoints
select "id",
  "user_id",
  "url",
  "events",
  "status",
  "failures",
  "created_at"
from "webhook_endpoints"
where "user_id" = ?
order by "id";
-- params: 1

-- countEndpoints
select count(*) as "n"
from "webhook_endpoints"
where "user_id" = ?;
-- params: 1

-- findEndpoint
select "id",
  "user_id",
  "url",
  "events",
  "status",
  "failures",
  "created_at"
from "webhook_endpoints"
where "id" = ? and "user_id" = ?;
-- params: 2, 1

-- endpointForSending
select "id",
  "user_id",
  "url",
  "secret",
  "status"
from "webhook_endpoints"
where "id" = ?;
-- params: 1

-- insertEndpoint
insert into "webhook_endpoints" ("user_id", "url", "events", "secret", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?)
returning "id",
  "user_id",
  "url",
  "events",
  "status",
  "failures",
  "created_at";
-- params: 1, "url", "events", "secret", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- updateEndpoint
update "webhook_endpoints"
set "url" = ?,
  "status" = ?,
  "failures" = ?,
  "updated_at" = ?
where "id" = ? and "user_id" = ?
returning "id",
  "user_id",
  "url",
  "events",
  "status",
  "failures",
  "created_at";
-- params: "https://example.com/hook", "paused", 0, "2026-01-02T03:04:05.000Z", 2, 1

-- deleteEndpoint
delete from "webhook_endpoints"
where "id" = ? and "user_id" = ?;
-- params: 2, 1

-- usersWithEndpoints
select distinct "user_id"
from "webhook_endpoints"
where "user_id" in (?, ?);
-- params: 1, 2

-- subscribedEndpoints
select "id",
  "user_id",
  "events"
from "webhook_endpoints"
where "user_id" in (?, ?);
-- params: 1, 2

-- insertDeliveries
insert into "webhook_deliveries" ("created_at", "endpoint_id", "msg_id", "event_type", "body")
values (?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?);
-- params: "2026-01-02T03:04:05.000Z", 1, "msg_id", "event_type", "body", "2026-01-02T03:04:05.000Z", 2, "msg_id", "event_type", "body"

-- insertDelivery
insert into "webhook_deliveries" ("created_at", "endpoint_id", "msg_id", "event_type", "body")
values (?, ?, ?, ?, ?)
returning *;
-- params: "2026-01-02T03:04:05.000Z", 1, "msg_id", "event_type", "body"

-- deliveriesPage
select *
from "webhook_deliveries"
where "endpoint_id" = ?
order by "id" desc
limit ?
offset ?;
-- params: 1, 10, 0

select count(*) as "n"
from "webhook_deliveries"
where "endpoint_id" = ?;
-- params: 1

-- findDelivery
select "webhook_deliveries".*,
  "webhook_endpoints"."status" as "endpoint_status"
from "webhook_deliveries"
inner join "webhook_endpoints" on "webhook_endpoints"."id" = "webhook_deliveries"."endpoint_id"
where "webhook_deliveries"."id" = ? and "webhook_endpoints"."user_id" = ?;
-- params: 2, 1

-- makeDue: a delivery
update "webhook_deliveries"
set "status" = ?,
  "next_attempt_at" = ?
where "id" = ?
returning *;
-- params: "pending", "2026-01-02T03:04:05.000Z", 1

-- makeDue: an endpoint's
update "webhook_deliveries"
set "status" = ?,
  "next_attempt_at" = ?
where "endpoint_id" = ? and "status" = ?
returning *;
-- params: "pending", "2026-01-02T03:04:05.000Z", 1, "pending"

-- dueDeliveries
select "webhook_deliveries"."id"
from "webhook_deliveries"
inner join "webhook_endpoints" on "webhook_endpoints"."id" = "webhook_deliveries"."endpoint_id"
where "webhook_deliveries"."status" = ? and "webhook_deliveries"."next_attempt_at" <= ? and "webhook_endpoints"."status" = ?
order by "webhook_deliveries"."next_attempt_at"
limit ?;
-- params: "pending", "2026-01-02T03:04:05.000Z", "active", 20

-- claimDeliveries
update "webhook_deliveries"
set "next_attempt_at" = ?,
  "attempts" = "attempts" + ?,
  "attempted_at" = ?
where "id" in (?, ?) and "status" = ? and "next_attempt_at" <= ?
returning "id",
  "endpoint_id",
  "msg_id",
  "body",
  "attempts";
-- params: "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, 2, "pending", "2026-01-02T03:04:05.000Z"

-- recordAttempt
update "webhook_deliveries"
set "status" = ?,
  "next_attempt_at" = ?,
  "response_status" = ?,
  "response_body" = ?,
  "error" = ?
where "id" = ?;
-- params: "failed", "2026-01-02T03:04:05.000Z", 2, "response_body", "error", 1

-- resetFailures
update "webhook_endpoints"
set "failures" = ?
where "id" = ? and "failures" > ?;
-- params: 0, 1, 0

-- countFailure
update "webhook_endpoints"
set "failures" = "failures" + ?
where "id" = ?
returning "failures",
  "status",
  "user_id",
  "url";
-- params: 1, 1

-- pauseEndpoint
update "webhook_endpoints"
set "status" = ?,
  "updated_at" = ?
where "id" = ? and "status" = ?
returning "id";
-- params: "paused", "2026-01-02T03:04:05.000Z", 1, "active"
