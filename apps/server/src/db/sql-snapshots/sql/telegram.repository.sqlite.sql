-- The SQL telegram/telegram.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- chatsOfUsers
select "telegram_links"."user_id",
  "telegram_links"."chat_id"
from "telegram_links"
inner join "users" on "users"."id" = "telegram_links"."user_id"
where "telegram_links"."user_id" in (?, ?) and "users"."deleted_at" is null;
-- params: 1, 2

-- insertMessages
insert into "telegram_messages" ("chat_id", "user_id", "text", "status", "next_attempt_at", "created_at")
values (?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?);
-- params: 1, 2, "text", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z", 3, 4, "text", "pending", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- replaceLinkCode
delete from "telegram_link_codes"
where "user_id" = ? and "used_at" is null;
-- params: 1

delete from "telegram_link_codes"
where "expires_at" < ?;
-- params: "2026-01-02T03:04:05.000Z"

insert into "telegram_link_codes" ("code_hash", "user_id", "created_at", "expires_at")
values (?, ?, ?, ?);
-- params: "hash", 1, "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- useLinkCode
select "user_id"
from "telegram_link_codes"
where "code_hash" = ? and "used_at" is null and "expires_at" > ?;
-- params: "hash", "2026-01-02T03:04:05.000Z"

update "telegram_link_codes"
set "used_at" = ?
where "code_hash" = ? and "used_at" is null;
-- params: "2026-01-02T03:04:05.000Z", "hash"

-- linkChat
delete from "telegram_links"
where ("user_id" = ? or "chat_id" = ?);
-- params: 1, 2

insert into "telegram_links" ("user_id", "chat_id", "tg_username", "tg_first_name", "linked_at")
values (?, ?, ?, ?, ?);
-- params: 1, 2, "tg_username", "tg_first_name", "2026-01-02T03:04:05.000Z"

-- unlinkUser
select *
from "telegram_links"
where "user_id" = ?;
-- params: 1

delete from "telegram_links"
where "user_id" = ?;
-- params: 1

-- unlinkChat
select *
from "telegram_links"
where "chat_id" = ?;
-- params: 1

delete from "telegram_links"
where "chat_id" = ?;
-- params: 1

-- dropPending
delete from "telegram_messages"
where "chat_id" = ? and "status" = ?;
-- params: 1, "pending"

-- claimPoll
update "telegram_state"
set "poll_owner" = ?,
  "poll_lease" = ?
where "id" = ? and ("poll_lease" is null or "poll_lease" <= ? or "poll_owner" = ?);
-- params: "owner", "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z", "owner"

-- releasePoll
update "telegram_state"
set "poll_owner" = ?,
  "poll_lease" = ?
where "id" = ? and "poll_owner" = ?;
-- params: null, null, 1, "owner"

-- advanceOffset
update "telegram_state"
set "update_offset" = ?
where "id" = ? and "poll_owner" = ?;
-- params: 0, 1, "owner"

-- holdSending
update "telegram_state"
set "hold_until" = ?
where "id" = ? and ("hold_until" is null or "hold_until" < ?);
-- params: "2026-01-02T03:04:05.000Z", 1, "2026-01-02T03:04:05.000Z"

-- claimMessage
update "telegram_messages"
set "lease_until" = ?,
  "attempts" = "attempts" + ?
where "id" = ? and "status" = ? and ("lease_until" is null or "lease_until" <= ?);
-- params: "2026-01-02T03:04:05.000Z", 1, 1, "pending", "2026-01-02T03:04:05.000Z"

-- finishMessage: sent
update "telegram_messages"
set "status" = ?,
  "next_attempt_at" = ?,
  "lease_until" = ?,
  "last_error" = ?,
  "sent_at" = ?
where "id" = ?;
-- params: "sent", "2026-01-02T03:04:05.000Z", null, "", "2026-01-02T03:04:05.000Z", 1

-- finishMessage: failed
update "telegram_messages"
set "status" = ?,
  "next_attempt_at" = ?,
  "lease_until" = ?,
  "last_error" = ?,
  "sent_at" = ?
where "id" = ?;
-- params: "failed", "2026-01-02T03:04:05.000Z", null, "error", null, 1

-- retryMessage: a try
update "telegram_messages"
set "next_attempt_at" = ?,
  "lease_until" = ?,
  "last_error" = ?
where "id" = ?;
-- params: "2026-01-02T03:04:05.000Z", null, "error", 1

-- retryMessage: not a try
update "telegram_messages"
set "next_attempt_at" = ?,
  "lease_until" = ?,
  "last_error" = ?,
  "attempts" = "attempts" - ?
where "id" = ?;
-- params: "2026-01-02T03:04:05.000Z", null, "error", 1, 1

-- pruneFinished
delete from "telegram_messages"
where "status" in (?, ?) and "next_attempt_at" < ?;
-- params: "sent", "failed", "2026-01-02T03:04:05.000Z"

-- getLink
select *
from "telegram_links"
where "user_id" = ?;
-- params: 1

-- linkOfChat
select *
from "telegram_links"
where "chat_id" = ?;
-- params: 1

-- adminChats
select "telegram_links"."user_id",
  "telegram_links"."chat_id"
from "telegram_links"
inner join "users" on "users"."id" = "telegram_links"."user_id"
where "users"."type" = ? and "users"."active" = ? and "users"."deleted_at" is null;
-- params: "ADMIN", 1

-- readState
select *
from "telegram_state"
where "id" = ?;
-- params: 1

-- pendingMessages
select "id",
  "chat_id",
  "text",
  "attempts",
  "next_attempt_at",
  "lease_until"
from "telegram_messages"
where "status" = ?
order by "id"
limit ?;
-- params: "pending", 20
