-- The SQL idempotency/idempotency.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertClaim
insert into "idempotency_keys" ("user_id", "key", "request_hash", "claim_id", "status", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7)
on conflict ("user_id", "key") do nothing
returning "key";
-- params: 1, "key", "hash", "claim_id", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- findKey
select *
from "idempotency_keys"
where "user_id" = $1 and "key" = $2;
-- params: 1, "key"

-- takeOverClaim
update "idempotency_keys"
set "claim_id" = $1,
  "updated_at" = $2
where "user_id" = $3 and "key" = $4 and "claim_id" = $5 and "status" = $6;
-- params: "toClaim", "2026-01-02T03:04:05.000Z", 1, "key", "fromClaim", "pending"

-- completeClaim
update "idempotency_keys"
set "status" = $1,
  "response_status" = $2,
  "response_body" = $3,
  "updated_at" = $4
where "user_id" = $5 and "key" = $6 and "claim_id" = $7 and "status" = $8;
-- params: "done", 2, "body", "2026-01-02T03:04:05.000Z", 1, "key", "claimId", "pending"

-- releaseClaim
delete from "idempotency_keys"
where "user_id" = $1 and "key" = $2 and "claim_id" = $3 and "status" = $4;
-- params: 1, "key", "claimId", "pending"
