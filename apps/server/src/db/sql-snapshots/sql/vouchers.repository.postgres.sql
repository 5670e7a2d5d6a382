-- The SQL vouchers/vouchers.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findRedemption
select *
from "voucher_redemptions"
where "ev_number" = $1;
-- params: "evNumber"

-- insertPendingRedemption
insert into "voucher_redemptions" ("user_id", "ev_number", "status", "created_at", "updated_at")
values ($1, $2, $3, $4, $5)
on conflict ("ev_number") do nothing;
-- params: 1, "evNumber", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- reclaimRedemption
update "voucher_redemptions"
set "status" = $1,
  "user_id" = $2,
  "error" = $3,
  "updated_at" = $4
where "id" = $5 and "status" = $6 and "updated_at" = $7;
-- params: "pending", 2, "", "2026-01-02T03:04:05.000Z", 1, "credited", "2026-01-02T03:04:05.000Z"

-- settleRedemption
update "voucher_redemptions"
set "status" = $1,
  "updated_at" = $2
where "ev_number" = $3 and "status" = $4
returning "id";
-- params: "credited", "2026-01-02T03:04:05.000Z", "evNumber", "pending"
