-- The SQL ledger/ledger.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- userExists
select "id"
from "users"
where "id" = ?;
-- params: 1

-- moveBalance
update "users"
set "balance" = balance + ?,
  "updated_at" = ?
where "id" = ? and balance + ? >= 0
returning "balance",
  "notice_balance_low";
-- params: 3, "2026-01-02T03:04:05.000Z", 1, 3

insert into "transactions" ("user_id", "created_at", "actor_id", "info", "amount", "type", "ref_type", "ref_id", "balance_after")
values (?, ?, ?, ?, ?, ?, ?, ?, ?)
returning *;
-- params: 1, "2026-01-02T03:04:05.000Z", 2, "info", 3, 4, "ref_type", 5, null
