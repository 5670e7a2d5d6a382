-- The SQL users/users.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findUserById
select "users".*,
  "pay_groups"."id" as "pg_id",
  "pay_groups"."name" as "pg_name",
  "pay_groups"."has_perfectmoney" as "pg_has_perfectmoney",
  "pay_groups"."has_crypto" as "pg_has_crypto",
  "pay_groups"."perfect_charge_rate" as "pg_perfect_charge_rate",
  "pay_groups"."crypto_charge_rate" as "pg_crypto_charge_rate",
  "pay_groups"."telegram" as "pg_telegram",
  "pay_groups"."created_at" as "pg_created_at"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."id" = $1 and "users"."deleted_at" is null;
-- params: 1

-- findLoginUserByMobile
select "users".*,
  "pay_groups"."id" as "pg_id",
  "pay_groups"."name" as "pg_name",
  "pay_groups"."has_perfectmoney" as "pg_has_perfectmoney",
  "pay_groups"."has_crypto" as "pg_has_crypto",
  "pay_groups"."perfect_charge_rate" as "pg_perfect_charge_rate",
  "pay_groups"."crypto_charge_rate" as "pg_crypto_charge_rate",
  "pay_groups"."telegram" as "pg_telegram",
  "pay_groups"."created_at" as "pg_created_at"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."mobile" = $1 and "users"."type" <> $2 and "users"."deleted_at" is null;
-- params: "09120000001", "CUSTOMER"

-- adminExists
select "id"
from "users"
where "type" = $1 and "deleted_at" is null;
-- params: "ADMIN"

-- loginMobileTaken: by anyone
select "id"
from "users"
where "mobile" = $1 and "type" <> $2 and "deleted_at" is null;
-- params: "09120000001", "CUSTOMER"

-- loginMobileTaken: by another
select "id"
from "users"
where "mobile" = $1 and "type" <> $2 and "deleted_at" is null and "id" <> $3;
-- params: "09120000001", "CUSTOMER", 7

-- findResellerByReferralCode
select "id",
  "active"
from "users"
where upper(referral_code) = $1 and "type" = $2 and "active" = $3 and "deleted_at" is null;
-- params: "CODE", "RESELLER", 1

-- referralCodeExists
select "id"
from "users"
where "referral_code" = $1;
-- params: "code"

-- insertUser
insert into "users" ("name", "created_at", "type", "updated_at", "mobile", "telegram", "discount", "referralreward", "paygroup_id", "active", "volumeservice", "storeenable")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning "id";
-- params: "name", "2026-01-02T03:04:05.000Z", "ADMIN", "2026-01-02T03:04:05.000Z", "09120000001", "telegram", 20, 1, 2, 1, 1, 1

-- updateUser
update "users"
set "name" = $1,
  "updated_at" = $2,
  "active" = $3
where "id" = $4;
-- params: "name", "2026-01-02T03:04:05.000Z", 0, 1

-- listUsers: first page
select "users".*,
  "pay_groups"."id" as "pg_id",
  "pay_groups"."name" as "pg_name",
  "pay_groups"."has_perfectmoney" as "pg_has_perfectmoney",
  "pay_groups"."has_crypto" as "pg_has_crypto",
  "pay_groups"."perfect_charge_rate" as "pg_perfect_charge_rate",
  "pay_groups"."crypto_charge_rate" as "pg_crypto_charge_rate",
  "pay_groups"."telegram" as "pg_telegram",
  "pay_groups"."created_at" as "pg_created_at"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."deleted_at" is null
order by "users"."id" desc
limit $1
offset $2;
-- params: 20, 0

select count(*) as "n"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."deleted_at" is null;

-- listUsers: by name, mobile and type
select "users".*,
  "pay_groups"."id" as "pg_id",
  "pay_groups"."name" as "pg_name",
  "pay_groups"."has_perfectmoney" as "pg_has_perfectmoney",
  "pay_groups"."has_crypto" as "pg_has_crypto",
  "pay_groups"."perfect_charge_rate" as "pg_perfect_charge_rate",
  "pay_groups"."crypto_charge_rate" as "pg_crypto_charge_rate",
  "pay_groups"."telegram" as "pg_telegram",
  "pay_groups"."created_at" as "pg_created_at"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."deleted_at" is null and "users"."name" like $1 and "users"."mobile" like $2 and "users"."type" = $3
order by "users"."id" desc
limit $4
offset $5;
-- params: "%name%", "%0912%", "RESELLER", 20, 20

select count(*) as "n"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."deleted_at" is null and "users"."name" like $1 and "users"."mobile" like $2 and "users"."type" = $3;
-- params: "%name%", "%0912%", "RESELLER"

-- findCustomerByMobile
select "id",
  "name",
  "mobile"
from "users"
where "type" = $1 and "owner_id" = $2 and "mobile" = $3;
-- params: "CUSTOMER", 1, "09120000001"

-- findCustomerById
select "id",
  "name",
  "mobile"
from "users"
where "type" = $1 and "owner_id" = $2 and "id" = $3;
-- params: "CUSTOMER", 1, 2

-- searchCustomers
select "id",
  "name",
  "mobile"
from "users"
where "type" = $1 and "owner_id" = $2 and "mobile" like $3
order by "mobile"
limit $4;
-- params: "CUSTOMER", 1, "%09120000001%", 20

-- pageOfPeople: customers
select "id",
  "name",
  "mobile"
from "users"
where "type" = $1 and "deleted_at" is null and "owner_id" = $2
order by "id" desc
limit $3
offset $4;
-- params: "CUSTOMER", 1, 20, 0

select count(*) as "n"
from "users"
where "type" = $1 and "deleted_at" is null and "owner_id" = $2;
-- params: "CUSTOMER", 1

-- pageOfPeople: referred
select "id",
  "name",
  "mobile"
from "users"
where "type" = $1 and "deleted_at" is null and "referrer_id" = $2
order by "id" desc
limit $3
offset $4;
-- params: "RESELLER", 1, 20, 20

select count(*) as "n"
from "users"
where "type" = $1 and "deleted_at" is null and "referrer_id" = $2;
-- params: "RESELLER", 1

-- renameCustomer
update "users"
set "name" = $1,
  "updated_at" = $2
where "id" = $3;
-- params: "name", "2026-01-02T03:04:05.000Z", 1
