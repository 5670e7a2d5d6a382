-- The SQL auth/auth.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- replaceCode
update "otp_codes"
set "consumed_at" = ?
where "mobile" = ? and "purpose" = ? and "consumed_at" is null;
-- params: "2026-01-02T03:04:05.000Z", "09120000001", "login"

insert into "otp_codes" ("mobile", "purpose", "code_hash", "created_at", "expires_at", "attempts")
values (?, ?, ?, ?, ?, ?);
-- params: "09120000001", "login", "hash", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 0

-- findLiveCode
select *
from "otp_codes"
where "mobile" = ? and "purpose" = ? and "consumed_at" is null and "expires_at" > ?
order by "id" desc;
-- params: "09120000001", "login", "2026-01-02T03:04:05.000Z"

-- consumeCode
update "otp_codes"
set "consumed_at" = ?
where "id" = ? and "consumed_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 1

-- claimTry
update "otp_codes"
set "attempts" = "attempts" + ?
where "id" = ? and "attempts" < ? and "consumed_at" is null
returning "id",
  "code_hash",
  "attempts";
-- params: 1, 1, 2

-- killCode
update "otp_codes"
set "consumed_at" = ?
where "id" = ?;
-- params: "2026-01-02T03:04:05.000Z", 1

-- isOwnersAddress
select "login_addresses"."user_id"
from "login_addresses"
inner join "users" on "users"."id" = "login_addresses"."user_id"
where "users"."mobile" = ? and "users"."deleted_at" is null and "login_addresses"."address" = ? and "login_addresses"."last_at" > ?;
-- params: "09120000001", "address", "2026-01-02T03:04:05.000Z"

-- recordLoginAddress
insert into "login_addresses" ("user_id", "address", "last_at")
values (?, ?, ?)
on conflict ("user_id", "address") do update
set "last_at" = ?;
-- params: 1, "198.51.100.7", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

select "address"
from "login_addresses"
where "user_id" = ?
order by "last_at" desc
limit ?;
-- params: 1, 5

delete from "login_addresses"
where "user_id" = ? and "address" not in (?, ?);
-- params: 1, "198.51.100.7", "203.0.113.9"

-- findLiveLink
select "id"
from "otp_codes"
where "mobile" = ? and "purpose" = ? and "code_hash" = ? and "consumed_at" is null and "expires_at" > ?;
-- params: "09120000001", "link", "hash", "2026-01-02T03:04:05.000Z"

-- recentSendTimes
select "created_at"
from "otp_codes"
where "mobile" = ? and "purpose" in (?, ?)
order by "created_at" desc
limit ?;
-- params: "09120000001", "login", "register", 20
