-- The SQL store/store.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findMethod
select *
from "payment_methods"
where "id" = $1;
-- params: 1

-- findConfig
select "store_payment_configs"."id",
  "store_payment_configs"."user_id",
  "store_payment_configs"."payment_method_id",
  "store_payment_configs"."active",
  "store_payment_configs"."sort_order",
  "store_payment_configs"."changepercent",
  "store_payment_configs"."items",
  "payment_methods"."name" as "method_name",
  "payment_methods"."code" as "method_code",
  "payment_methods"."keys" as "method_keys",
  "payment_methods"."active" as "method_active"
from "store_payment_configs"
inner join "payment_methods" on "payment_methods"."id" = "store_payment_configs"."payment_method_id"
where "store_payment_configs"."id" = $1;
-- params: 1

-- deleteConfig
delete from "store_payment_configs"
where "id" = $1 and "user_id" = $2;
-- params: 1, 2

-- configHasOrders
select "id"
from "store_orders"
where "config_id" = $1;
-- params: 1

-- findOwnProduct
select "store_products"."id",
  "store_products"."user_id",
  "store_products"."package_id",
  "store_products"."name",
  "store_products"."price",
  "store_products"."active",
  "store_products"."token",
  "packages"."name" as "package_name",
  "packages"."price" as "package_price"
from "store_products"
inner join "packages" on "packages"."id" = "store_products"."package_id"
where "store_products"."deleted_at" is null and "store_products"."user_id" = $1 and "store_products"."id" = $2;
-- params: 1, 2

-- findProductByToken
select "store_products"."id",
  "store_products"."user_id",
  "store_products"."package_id",
  "store_products"."name",
  "store_products"."price",
  "store_products"."active",
  "store_products"."token",
  "packages"."name" as "package_name",
  "packages"."price" as "package_price"
from "store_products"
inner join "packages" on "packages"."id" = "store_products"."package_id"
where "store_products"."deleted_at" is null and "store_products"."token" = $1;
-- params: "token"

-- moveOrder
update "store_orders"
set
where "id" = $1 and "status" = $2;
-- params: 1, 2

-- listOrders
select *
from "store_orders"
where "user_id" = $1
order by "id" desc
limit $2
offset $3;
-- params: 1, 20, 0

select count(*) as "n"
from "store_orders"
where "user_id" = $1;
-- params: 1

-- countAwaitingCardOrders
select count(*) as "n"
from "store_orders"
where "user_id" = $1 and "method" = $2 and "status" = $3 and "reference" != $4;
-- params: 1, "card", 0, ""

-- listMethods
select *
from "payment_methods"
order by "id";

-- updateMethod
update "payment_methods"
set "name" = $1,
  "active" = $2
where "id" = $3;
-- params: "name", 1, 1

-- listConfigs
select "store_payment_configs"."id",
  "store_payment_configs"."user_id",
  "store_payment_configs"."payment_method_id",
  "store_payment_configs"."active",
  "store_payment_configs"."sort_order",
  "store_payment_configs"."changepercent",
  "store_payment_configs"."items",
  "payment_methods"."name" as "method_name",
  "payment_methods"."code" as "method_code",
  "payment_methods"."keys" as "method_keys",
  "payment_methods"."active" as "method_active"
from "store_payment_configs"
inner join "payment_methods" on "payment_methods"."id" = "store_payment_configs"."payment_method_id"
where "store_payment_configs"."user_id" = $1
order by "store_payment_configs"."sort_order",
  "store_payment_configs"."id";
-- params: 1

-- insertConfig
insert into "store_payment_configs" ("user_id", "created_at", "updated_at", "payment_method_id", "sort_order", "changepercent", "items", "active")
values ($1, $2, $3, $4, $5, $6, $7, $8)
returning "id";
-- params: 1, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 2, 3, 4, "items", 1

-- updateConfig
update "store_payment_configs"
set "sort_order" = $1,
  "active" = $2
where "id" = $3 and "user_id" = $4;
-- params: 3, 0, 1, 2

-- listProducts
select "store_products"."id",
  "store_products"."user_id",
  "store_products"."package_id",
  "store_products"."name",
  "store_products"."price",
  "store_products"."active",
  "store_products"."token",
  "packages"."name" as "package_name",
  "packages"."price" as "package_price"
from "store_products"
inner join "packages" on "packages"."id" = "store_products"."package_id"
where "store_products"."deleted_at" is null and "store_products"."user_id" = $1
order by "store_products"."id";
-- params: 1

-- insertProduct
insert into "store_products" ("user_id", "name", "created_at", "price", "updated_at", "package_id", "token", "active")
values ($1, $2, $3, $4, $5, $6, $7, $8)
returning "id";
-- params: 1, "name", "2026-01-02T03:04:05.000Z", 2, "2026-01-02T03:04:05.000Z", 3, "token", 1

-- updateProduct
update "store_products"
set "price" = $1,
  "active" = $2
where "id" = $3 and "user_id" = $4 and "deleted_at" is null;
-- params: 3, 0, 2, 1

-- insertOrder
insert into "store_orders" ("user_id", "created_at", "method", "info", "price", "currency", "amount", "updated_at", "package_id", "token", "product_id", "config_id")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "id";
-- params: 1, "2026-01-02T03:04:05.000Z", "zarinpal", "info", 2, "currency", "amount", "2026-01-02T03:04:05.000Z", 3, "token", 4, 5

-- findOrderByToken
select *
from "store_orders"
where "token" = $1;
-- params: "token"

-- findOrder
select *
from "store_orders"
where "id" = $1;
-- params: 1

-- findOwnOrder
select *
from "store_orders"
where "id" = $1 and "user_id" = $2;
-- params: 2, 1

-- setOrderFields
update "store_orders"
set
where "id" = $1;
-- params: 1

-- ordersToSettle
select *
from "store_orders"
where (("status" = $1 and "method" != $2 and "created_at" < $3) or "status" = $4)
order by "id"
limit $5;
-- params: 0, "card", "2026-01-02T03:04:05.000Z", 1, 200
