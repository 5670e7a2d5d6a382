-- The SQL auth/auth.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- replaceCode
update "otp_codes"
set "consumed_at" = $1
where "mobile" = $2 and "purpose" = $3 and "consumed_at" is null;
-- params: "2026-01-02T03:04:05.000Z", "09120000001", "login"

insert into "otp_codes" ("mobile", "purpose", "code_hash", "created_at", "expires_at", "attempts")
values ($1, $2, $3, $4, $5, $6);
-- params: "09120000001", "login", "hash", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 0

-- findLiveCode
select *
from "otp_codes"
where "mobile" = $1 and "purpose" = $2 and "consumed_at" is null and "expires_at" > $3
order by "id" desc;
-- params: "09120000001", "login", "2026-01-02T03:04:05.000Z"

-- consumeCode
update "otp_codes"
set "consumed_at" = $1
where "id" = $2 and "consumed_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 1

-- claimTry
update "otp_codes"
set "attempts" = "attempts" + $1
where "id" = $2 and "attempts" < $3 and "consumed_at" is null
returning "id",
  "code_hash",
  "attempts";
-- params: 1, 1, 2

-- killCode
update "otp_codes"
set "consumed_at" = $1
where "id" = $2;
-- params: "2026-01-02T03:04:05.000Z", 1

-- isOwnersAddress
select "login_addresses"."user_id"
from "login_addresses"
inner join "users" on "users"."id" = "login_addresses"."user_id"
where "users"."mobile" = $1 and "users"."deleted_at" is null and "login_addresses"."address" = $2 and "login_addresses"."last_at" > $3;
-- params: "09120000001", "address", "2026-01-02T03:04:05.000Z"

-- recordLoginAddress
insert into "login_addresses" ("user_id", "address", "last_at")
values ($1, $2, $3)
on conflict ("user_id", "address") do update
set "last_at" = $4;
-- params: 1, "198.51.100.7", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

select "address"
from "login_addresses"
where "user_id" = $1
order by "last_at" desc
limit $2;
-- params: 1, 5

delete from "login_addresses"
where "user_id" = $1 and "address" not in ($2, $3);
-- params: 1, "198.51.100.7", "203.0.113.9"

-- findLiveLink
select "id"
from "otp_codes"
where "mobile" = $1 and "purpose" = $2 and "code_hash" = $3 and "consumed_at" is null and "expires_at" > $4;
-- params: "09120000001", "link", "hash", "2026-01-02T03:04:05.000Z"

-- recentSendTimes
select "created_at"
from "otp_codes"
where "mobile" = $1 and "purpose" in ($2, $3)
order by "created_at" desc
limit $4;
-- params: "09120000001", "login", "register", 20
