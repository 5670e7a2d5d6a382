-- The SQL webhooks/webhooks.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listEndpoints
select "id",
  "user_id",
  "url",
  "events",
  "status",
  "failures",
  "created_at"
from "webhook_endpoints"
where "user_id" = $1
order by "id";
-- params: 1

-- countEndpoints
select count(*) as "n"
from "webhook_endpoints"
where "user_id" = $1;
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
where "id" = $1 and "user_id" = $2;
-- params: 2, 1

-- endpointForSending
select "id",
  "user_id",
  "url",
  "secret",
  "status"
from "webhook_endpoints"
where "id" = $1;
-- params: 1

-- insertEndpoint
insert into "webhook_endpoints" ("user_id", "url", "events", "secret", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, $6)
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
set "url" = $1,
  "status" = $2,
  "failures" = $3,
  "updated_at" = $4
where "id" = $5 and "user_id" = $6
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
where "id" = $1 and "user_id" = $2;
-- params: 2, 1

-- usersWithEndpoints
select distinct "user_id"
from "webhook_endpoints"
where "user_id" in ($1, $2);
-- params: 1, 2

-- subscribedEndpoints
select "id",
  "user_id",
  "events"
from "webhook_endpoints"
where "user_id" in ($1, $2);
-- params: 1, 2

-- insertDeliveries
insert into "webhook_deliveries" ("created_at", "endpoint_id", "msg_id", "event_type", "body")
values ($1, $2, $3, $4, $5),
  ($6, $7, $8, $9, $10);
-- params: "2026-01-02T03:04:05.000Z", 1, "msg_id", "event_type", "body", "2026-01-02T03:04:05.000Z", 2, "msg_id", "event_type", "body"

-- insertDelivery
insert into "webhook_deliveries" ("created_at", "endpoint_id", "msg_id", "event_type", "body")
values ($1, $2, $3, $4, $5)
returning *;
-- params: "2026-01-02T03:04:05.000Z", 1, "msg_id", "event_type", "body"

-- deliveriesPage
select *
from "webhook_deliveries"
where "endpoint_id" = $1
order by "id" desc
limit $2
offset $3;
-- params: 1, 10, 0

select count(*) as "n"
from "webhook_deliveries"
where "endpoint_id" = $1;
-- params: 1

-- findDelivery
select "webhook_deliveries".*,
  "webhook_endpoints"."status" as "endpoint_status"
from "webhook_deliveries"
inner join "webhook_endpoints" on "webhook_endpoints"."id" = "webhook_deliveries"."endpoint_id"
where "webhook_deliveries"."id" = $1 and "webhook_endpoints"."user_id" = $2;
-- params: 2, 1

-- makeDue: a delivery
update "webhook_deliveries"
set "status" = $1,
  "next_attempt_at" = $2
where "id" = $3
returning *;
-- params: "pending", "2026-01-02T03:04:05.000Z", 1

-- makeDue: an endpoint's
update "webhook_deliveries"
set "status" = $1,
  "next_attempt_at" = $2
where "endpoint_id" = $3 and "status" = $4
returning *;
-- params: "pending", "2026-01-02T03:04:05.000Z", 1, "pending"

-- dueDeliveries
select "webhook_deliveries"."id"
from "webhook_deliveries"
inner join "webhook_endpoints" on "webhook_endpoints"."id" = "webhook_deliveries"."endpoint_id"
where "webhook_deliveries"."status" = $1 and "webhook_deliveries"."next_attempt_at" <= $2 and "webhook_endpoints"."status" = $3
order by "webhook_deliveries"."next_attempt_at"
limit $4;
-- params: "pending", "2026-01-02T03:04:05.000Z", "active", 20

-- claimDeliveries
update "webhook_deliveries"
set "next_attempt_at" = $1,
  "attempts" = "attempts" + $2,
  "attempted_at" = $3
where "id" in ($4, $5) and "status" = $6 and "next_attempt_at" <= $7
returning "id",
  "endpoint_id",
  "msg_id",
  "body",
  "attempts";
-- params: "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", 1, 2, "pending", "2026-01-02T03:04:05.000Z"

-- recordAttempt
update "webhook_deliveries"
set "status" = $1,
  "next_attempt_at" = $2,
  "response_status" = $3,
  "response_body" = $4,
  "error" = $5
where "id" = $6;
-- params: "failed", "2026-01-02T03:04:05.000Z", 2, "response_body", "error", 1

-- resetFailures
update "webhook_endpoints"
set "failures" = $1
where "id" = $2 and "failures" > $3;
-- params: 0, 1, 0

-- countFailure
update "webhook_endpoints"
set "failures" = "failures" + $1
where "id" = $2
returning "failures",
  "status",
  "user_id",
  "url";
-- params: 1, 1

-- pauseEndpoint
update "webhook_endpoints"
set "status" = $1,
  "updated_at" = $2
where "id" = $3 and "status" = $4
returning "id";
-- params: "paused", "2026-01-02T03:04:05.000Z", 1, "active"
