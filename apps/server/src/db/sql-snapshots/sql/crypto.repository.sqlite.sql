-- The SQL crypto/crypto.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- walletsOf
select *
from "crypto_wallets"
where "user_id" = ?;
-- params: 1

-- walletByOrderId
select *
from "crypto_wallets"
where "order_id" = ?;
-- params: "orderId"

-- insertWallet
insert into "crypto_wallets" ("user_id", "created_at", "currency", "network", "order_id", "wallet_uuid", "address_uuid", "address")
values (?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("user_id", "currency") do nothing;
-- params: 1, "2026-01-02T03:04:05.000Z", "TRX", "network", "order_id", "wallet_uuid", "address_uuid", "address"

-- paymentByUuid
select "id",
  "status"
from "crypto_payments"
where "uuid" = ?;
-- params: "uuid"

-- insertHeldPayment
insert into "crypto_payments" ("user_id", "created_at", "currency", "uuid", "wallet_id", "amount", "rate_toman", "charge_rate", "toman", "status", "transaction_id", "credited_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("uuid") do nothing;
-- params: 1, "2026-01-02T03:04:05.000Z", "TRX", "uuid", 2, "amount", 3, 4, 5, "held", null, null

-- heldTotal
select coalesce(sum(toman), 0) as "total"
from "crypto_payments"
where "user_id" = ? and "currency" = ? and "status" = ?;
-- params: 1, "TRX", "held"

-- creditHeld
update "crypto_payments"
set "status" = ?,
  "credited_at" = ?
where "user_id" = ? and "currency" = ? and "status" = ?
returning "id",
  "toman",
  "amount";
-- params: "credited", "2026-01-02T03:04:05.000Z", 1, "TRX", "held"

-- linkTransaction
update "crypto_payments"
set "transaction_id" = ?
where "id" in (?, ?);
-- params: 3, 1, 2
