-- The SQL vouchers/vouchers.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findRedemption
select *
from "voucher_redemptions"
where "ev_number" = ?;
-- params: "evNumber"

-- insertPendingRedemption
insert into "voucher_redemptions" ("user_id", "ev_number", "status", "created_at", "updated_at")
values (?, ?, ?, ?, ?)
on conflict ("ev_number") do nothing;
-- params: 1, "evNumber", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- reclaimRedemption
update "voucher_redemptions"
set "status" = ?,
  "user_id" = ?,
  "error" = ?,
  "updated_at" = ?
where "id" = ? and "status" = ? and "updated_at" = ?;
-- params: "pending", 2, "", "2026-01-02T03:04:05.000Z", 1, "credited", "2026-01-02T03:04:05.000Z"

-- settleRedemption
update "voucher_redemptions"
set "status" = ?,
  "updated_at" = ?
where "ev_number" = ? and "status" = ?
returning "id";
-- params: "credited", "2026-01-02T03:04:05.000Z", "evNumber", "pending"
