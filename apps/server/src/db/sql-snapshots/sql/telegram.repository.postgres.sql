-- The SQL telegram/telegram.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- chatsOfUsers
select "telegram_links"."user_id",
  "telegram_links"."chat_id"
from "telegram_links"
inner join "users" on "users"."id" = "telegram_links"."user_id"
where "telegram_links"."user_id" in ($1, $2) and "users"."deleted_at" is null;
-- params: 1, 2

-- insertMessages
insert into "telegram_messages" ("chat_id", "user_id", "text", "status", "next_attempt_at", "created_at")
values ($1, $2, $3, $4, $5, $6),
  ($7, $8, $9, $10, $11, $12);
-- params: 1, 2, "text", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 3, 4, "text", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- replaceLinkCode
delete from "telegram_link_codes"
where "user_id" = $1 and "used_at" is null;
-- params: 1

delete from "telegram_link_codes"
where "expires_at" < $1;
-- params: "2026-01-02T03:04:05.000Z"

insert into "telegram_link_codes" ("code_hash", "user_id", "created_at", "expires_at")
values ($1, $2, $3, $4);
-- params: "hash", 1, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- useLinkCode
select "user_id"
from "telegram_link_codes"
where "code_hash" = $1 and "used_at" is null and "expires_at" > $2;
-- params: "hash", "2026-01-02T03:04:05.000Z"

update "telegram_link_codes"
set "used_at" = $1
where "code_hash" = $2 and "used_at" is null;
-- params: "2026-01-02T03:04:05.000Z", "hash"

-- linkChat
delete from "telegram_links"
where ("user_id" = $1 or "chat_id" = $2);
-- params: 1, 2

insert into "telegram_links" ("user_id", "chat_id", "tg_username", "tg_first_name", "linked_at")
values ($1, $2, $3, $4, $5);
-- params: 1, 2, "tg_username", "tg_first_name", "2026-01-02T03:04:05.000Z"

-- unlinkUser
select *
from "telegram_links"
where "user_id" = $1;
-- params: 1

delete from "telegram_links"
where "user_id" = $1;
-- params: 1

-- unlinkChat
select *
from "telegram_links"
where "chat_id" = $1;
-- params: 1

delete from "telegram_links"
where "chat_id" = $1;
-- params: 1

-- dropPending
delete from "telegram_messages"
where "chat_id" = $1 and "status" = $2;
-- params: 1, "pending"

-- claimPoll
update "telegram_state"
set "poll_owner" = $1,
  "poll_lease" = $2
where "id" = $3 and ("poll_lease" is null or "poll_lease" <= $4 or "poll_owner" = $5);
-- params: "owner", "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", "owner"

-- releasePoll
update "telegram_state"
set "poll_owner" = $1,
  "poll_lease" = $2
where "id" = $3 and "poll_owner" = $4;
-- params: null, null, 1, "owner"

-- advanceOffset
update "telegram_state"
set "update_offset" = $1
where "id" = $2 and "poll_owner" = $3;
-- params: 0, 1, "owner"

-- holdSending
update "telegram_state"
set "hold_until" = $1
where "id" = $2 and ("hold_until" is null or "hold_until" < $3);
-- params: "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

-- claimMessage
update "telegram_messages"
set "lease_until" = $1,
  "attempts" = "attempts" + $2
where "id" = $3 and "status" = $4 and ("lease_until" is null or "lease_until" <= $5);
-- params: "2026-01-02T03:04:05.000Z", 1, 1, "pending", "2026-01-02T03:04:05.000Z"

-- finishMessage: sent
update "telegram_messages"
set "status" = $1,
  "next_attempt_at" = $2,
  "lease_until" = $3,
  "last_error" = $4,
  "sent_at" = $5
where "id" = $6;
-- params: "sent", "2026-01-02T03:04:05.000Z", null, "", "2026-01-02T03:04:05.000Z", 1

-- finishMessage: failed
update "telegram_messages"
set "status" = $1,
  "next_attempt_at" = $2,
  "lease_until" = $3,
  "last_error" = $4,
  "sent_at" = $5
where "id" = $6;
-- params: "failed", "2026-01-02T03:04:05.000Z", null, "error", null, 1

-- retryMessage: a try
update "telegram_messages"
set "next_attempt_at" = $1,
  "lease_until" = $2,
  "last_error" = $3
where "id" = $4;
-- params: "2026-01-02T03:04:05.000Z", null, "error", 1

-- retryMessage: not a try
update "telegram_messages"
set "next_attempt_at" = $1,
  "lease_until" = $2,
  "last_error" = $3,
  "attempts" = "attempts" - $4
where "id" = $5;
-- params: "2026-01-02T03:04:05.000Z", null, "error", 1, 1

-- pruneFinished
delete from "telegram_messages"
where "status" in ($1, $2) and "next_attempt_at" < $3;
-- params: "sent", "failed", "2026-01-02T03:04:05.000Z"

-- getLink
select *
from "telegram_links"
where "user_id" = $1;
-- params: 1

-- linkOfChat
select *
from "telegram_links"
where "chat_id" = $1;
-- params: 1

-- adminChats
select "telegram_links"."user_id",
  "telegram_links"."chat_id"
from "telegram_links"
inner join "users" on "users"."id" = "telegram_links"."user_id"
where "users"."type" = $1 and "users"."active" = $2 and "users"."deleted_at" is null;
-- params: "ADMIN", 1

-- readState
select *
from "telegram_state"
where "id" = $1;
-- params: 1

-- pendingMessages
select "id",
  "chat_id",
  "text",
  "attempts",
  "next_attempt_at",
  "lease_until"
from "telegram_messages"
where "status" = $1
order by "id"
limit $2;
-- params: "pending", 20
