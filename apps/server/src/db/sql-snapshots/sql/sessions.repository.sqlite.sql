-- The SQL sessions/sessions.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertToken
insert into "auth_tokens" ("user_id", "token_hash", "created_at", "expires_at", "ip", "user_agent")
values (?, ?, ?, ?, ?, ?);
-- params: 1, "hash", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", "ip", "user_agent"

-- findLiveToken
select "auth_tokens"."id" as "token_id",
  "auth_tokens"."expires_at",
  "users"."id",
  "users"."type",
  "users"."mobile",
  "users"."active",
  "users"."deleted_at"
from "auth_tokens"
inner join "users" on "users"."id" = "auth_tokens"."user_id"
where "auth_tokens"."token_hash" = ? and "auth_tokens"."revoked_at" is null and "auth_tokens"."expires_at" > ?;
-- params: "hash", "2026-01-02T03:04:05.000Z"

-- revokeToken
update "auth_tokens"
set "revoked_at" = ?
where "id" = ?;
-- params: "2026-01-02T03:04:05.000Z", 1

-- revokeUserTokens: all
update "auth_tokens"
set "revoked_at" = ?
where "user_id" = ? and "revoked_at" is null;
-- params: "2026-01-02T03:04:05.000Z", 1

-- revokeUserTokens: all but one
update "auth_tokens"
set "revoked_at" = ?
where "user_id" = ? and "revoked_at" is null and "id" <> ?;
-- params: "2026-01-02T03:04:05.000Z", 1, 9
