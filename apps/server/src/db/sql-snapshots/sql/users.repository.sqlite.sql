-- The SQL users/users.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

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
where "users"."id" = ? and "users"."deleted_at" is null;
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
where "users"."mobile" = ? and "users"."type" <> ? and "users"."deleted_at" is null;
-- params: "09120000001", "CUSTOMER"

-- adminExists
select "id"
from "users"
where "type" = ? and "deleted_at" is null;
-- params: "ADMIN"

-- loginMobileTaken: by anyone
select "id"
from "users"
where "mobile" = ? and "type" <> ? and "deleted_at" is null;
-- params: "09120000001", "CUSTOMER"

-- loginMobileTaken: by another
select "id"
from "users"
where "mobile" = ? and "type" <> ? and "deleted_at" is null and "id" <> ?;
-- params: "09120000001", "CUSTOMER", 7

-- findResellerByReferralCode
select "id",
  "active"
from "users"
where upper(referral_code) = ? and "type" = ? and "active" = ? and "deleted_at" is null;
-- params: "CODE", "RESELLER", 1

-- referralCodeExists
select "id"
from "users"
where "referral_code" = ?;
-- params: "code"

-- insertUser
insert into "users" ("name", "created_at", "type", "updated_at", "mobile", "telegram", "discount", "referralreward", "paygroup_id", "active", "volumeservice", "storeenable")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning "id";
-- params: "name", "2026-01-02T03:04:05.000Z", "ADMIN", "2026-01-02T03:04:05.000Z", "09120000001", "telegram", 20, 1, 2, 1, 1, 1

-- updateUser
update "users"
set "name" = ?,
  "updated_at" = ?,
  "active" = ?
where "id" = ?;
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
limit ?
offset ?;
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
where "users"."deleted_at" is null and "users"."name" like ? and "users"."mobile" like ? and "users"."type" = ?
order by "users"."id" desc
limit ?
offset ?;
-- params: "%name%", "%0912%", "RESELLER", 20, 20

select count(*) as "n"
from "users"
inner join "pay_groups" on "pay_groups"."id" = "users"."paygroup_id"
where "users"."deleted_at" is null and "users"."name" like ? and "users"."mobile" like ? and "users"."type" = ?;
-- params: "%name%", "%0912%", "RESELLER"

-- findCustomerByMobile
select "id",
  "name",
  "mobile"
from "users"
where "type" = ? and "owner_id" = ? and "mobile" = ?;
-- params: "CUSTOMER", 1, "09120000001"

-- findCustomerById
select "id",
  "name",
  "mobile"
from "users"
where "type" = ? and "owner_id" = ? and "id" = ?;
-- params: "CUSTOMER", 1, 2

-- searchCustomers
select "id",
  "name",
  "mobile"
from "users"
where "type" = ? and "owner_id" = ? and "mobile" like ?
order by "mobile"
limit ?;
-- params: "CUSTOMER", 1, "%09120000001%", 20

-- pageOfPeople: customers
select "id",
  "name",
  "mobile"
from "users"
where "type" = ? and "deleted_at" is null and "owner_id" = ?
order by "id" desc
limit ?
offset ?;
-- params: "CUSTOMER", 1, 20, 0

select count(*) as "n"
from "users"
where "type" = ? and "deleted_at" is null and "owner_id" = ?;
-- params: "CUSTOMER", 1

-- pageOfPeople: referred
select "id",
  "name",
  "mobile"
from "users"
where "type" = ? and "deleted_at" is null and "referrer_id" = ?
order by "id" desc
limit ?
offset ?;
-- params: "RESELLER", 1, 20, 20

select count(*) as "n"
from "users"
where "type" = ? and "deleted_at" is null and "referrer_id" = ?;
-- params: "RESELLER", 1

-- renameCustomer
update "users"
set "name" = ?,
  "updated_at" = ?
where "id" = ?;
-- params: "name", "2026-01-02T03:04:05.000Z", 1
