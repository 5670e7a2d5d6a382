-- The SQL users/pay-groups.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- findPayGroup
select *
from "pay_groups"
where "id" = $1;
-- params: 1

-- listPayGroups
select "pay_groups".*,
  (select count(*) as "n"
    from "users"
    where "users"."paygroup_id" = "pay_groups"."id" and "users"."type" = $1 and "users"."deleted_at" is null) as "resellers"
from "pay_groups"
order by "pay_groups"."id";
-- params: "RESELLER"

-- payGroupNameTaken: by any
select "id"
from "pay_groups"
where "name" = $1;
-- params: "name"

-- payGroupNameTaken: by another
select "id"
from "pay_groups"
where "name" = $1 and "id" != $2;
-- params: "name", 7

-- insertPayGroup
insert into "pay_groups" ("name", "created_at", "telegram", "has_perfectmoney", "has_crypto", "perfect_charge_rate", "crypto_charge_rate")
values ($1, $2, $3, $4, $5, $6, $7)
returning *;
-- params: "name", "2026-01-02T03:04:05.000Z", "telegram", 1, 1, 1, 2

-- updatePayGroup
update "pay_groups"
set "name" = $1,
  "has_crypto" = $2
where "id" = $3
returning *;
-- params: "name", 1, 1

-- defaultPayGroupId
select "id"
from "pay_groups"
order by "id"
limit $1;
-- params: 1
