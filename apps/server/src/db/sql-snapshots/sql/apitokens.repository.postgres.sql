-- The SQL apitokens/apitokens.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertApiToken
insert into "api_tokens" ("user_id", "name", "token_hash", "prefix", "scopes", "created_at")
values ($1, $2, $3, $4, $5, $6)
returning "id";
-- params: 1, "name", "hash", "prefix", "scopes", "2026-01-02T03:04:05.000Z"

-- listApiTokens
select "id",
  "name",
  "prefix",
  "scopes",
  "created_at",
  "last_used_at",
  "expires_at"
from "api_tokens"
where "user_id" = $1 and "revoked_at" is null
order by "id" desc;
-- params: 1

-- countApiTokens
select count(*) as "n"
from "api_tokens"
where "user_id" = $1 and "revoked_at" is null;
-- params: 1

-- revokeApiToken
update "api_tokens"
set "revoked_at" = $1
where "id" = $2 and "user_id" = $3 and "revoked_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 2, 1

-- findLiveApiToken
select "api_tokens"."id" as "token_id",
  "api_tokens"."name",
  "api_tokens"."scopes",
  "api_tokens"."last_used_at",
  "users"."id",
  "users"."type",
  "users"."mobile",
  "users"."active",
  "users"."deleted_at"
from "api_tokens"
inner join "users" on "users"."id" = "api_tokens"."user_id"
where "api_tokens"."token_hash" = $1 and "api_tokens"."revoked_at" is null and ("api_tokens"."expires_at" is null or "api_tokens"."expires_at" > $2);
-- params: "hash", "2026-01-02T03:04:05.000Z"

-- touchApiToken
update "api_tokens"
set "last_used_at" = $1
where "id" = $2 and ("last_used_at" is null or "last_used_at" < $3);
-- params: "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"
