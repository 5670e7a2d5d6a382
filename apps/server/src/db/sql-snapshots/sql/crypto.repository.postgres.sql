-- The SQL crypto/crypto.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- walletsOf
select *
from "crypto_wallets"
where "user_id" = $1;
-- params: 1

-- walletByOrderId
select *
from "crypto_wallets"
where "order_id" = $1;
-- params: "orderId"

-- insertWallet
insert into "crypto_wallets" ("user_id", "created_at", "currency", "network", "order_id", "wallet_uuid", "address_uuid", "address")
values ($1, $2, $3, $4, $5, $6, $7, $8)
on conflict ("user_id", "currency") do nothing;
-- params: 1, "2026-01-02T03:04:05.000Z", "TRX", "network", "order_id", "wallet_uuid", "address_uuid", "address"

-- paymentByUuid
select "id",
  "status"
from "crypto_payments"
where "uuid" = $1;
-- params: "uuid"

-- insertHeldPayment
insert into "crypto_payments" ("user_id", "created_at", "currency", "uuid", "wallet_id", "amount", "rate_toman", "charge_rate", "toman", "status", "transaction_id", "credited_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
on conflict ("uuid") do nothing;
-- params: 1, "2026-01-02T03:04:05.000Z", "TRX", "uuid", 2, "amount", 3, 4, 5, "held", null, null

-- heldTotal
select coalesce(sum(toman), 0) as "total"
from "crypto_payments"
where "user_id" = $1 and "currency" = $2 and "status" = $3;
-- params: 1, "TRX", "held"

-- creditHeld
update "crypto_payments"
set "status" = $1,
  "credited_at" = $2
where "user_id" = $3 and "currency" = $4 and "status" = $5
returning "id",
  "toman",
  "amount";
-- params: "credited", "2026-01-02T03:04:05.000Z", 1, "TRX", "held"

-- linkTransaction
update "crypto_payments"
set "transaction_id" = $1
where "id" in ($2, $3);
-- params: 3, 1, 2
