-- The SQL ledger/ledger.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- userExists
select "id"
from "users"
where "id" = $1;
-- params: 1

-- moveBalance
with moved as (update users
  set balance = balance + $1::bigint,
    updated_at = $2
  where id = $3 and balance + $4::bigint >= 0
  returning balance,
    notice_balance_low),
  written as (insert into transactions (user_id, type, amount, balance_after, info, ref_type, ref_id, actor_id, created_at)
    select $5::integer,
      $6::integer,
      $7::bigint,
      moved.balance,
      $8::varchar,
      $9::varchar,
      $10::integer,
      $11::integer,
      $12::varchar
    from moved
    returning *)
select written.*,
  moved.notice_balance_low
from written, moved;
-- params: 3, "2026-01-02T03:04:05.000Z", 1, 3, 1, 4, 3, "info", "ref_type", 5, 2, "2026-01-02T03:04:05.000Z"
