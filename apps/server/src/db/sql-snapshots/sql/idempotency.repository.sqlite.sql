-- The SQL idempotency/idempotency.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertClaim
insert into "idempotency_keys" ("user_id", "key", "request_hash", "claim_id", "status", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?)
on conflict ("user_id", "key") do nothing
returning "key";
-- params: 1, "key", "hash", "claim_id", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- findKey
select *
from "idempotency_keys"
where "user_id" = ? and "key" = ?;
-- params: 1, "key"

-- takeOverClaim
update "idempotency_keys"
set "claim_id" = ?,
  "updated_at" = ?
where "user_id" = ? and "key" = ? and "claim_id" = ? and "status" = ?;
-- params: "toClaim", "2026-01-02T03:04:05.000Z", 1, "key", "fromClaim", "pending"

-- completeClaim
update "idempotency_keys"
set "status" = ?,
  "response_status" = ?,
  "response_body" = ?,
  "updated_at" = ?
where "user_id" = ? and "key" = ? and "claim_id" = ? and "status" = ?;
-- params: "done", 2, "body", "2026-01-02T03:04:05.000Z", 1, "key", "claimId", "pending"

-- releaseClaim
delete from "idempotency_keys"
where "user_id" = ? and "key" = ? and "claim_id" = ? and "status" = ?;
-- params: 1, "key", "claimId", "pending"
