-- The SQL notifications/notifications.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listFor
select *
from "notifications"
where ("user_id" is null or "user_id" = ?) and "id" > ?
order by "id" desc
limit ?;
-- params: 1, 0, 200

-- listAll
select *
from "notifications"
order by "id" desc
limit ?;
-- params: 500

-- seenUpTo
select "notifications_seen_id"
from "users"
where "id" = ?;
-- params: 1

-- markSeen
update "users"
set "notifications_seen_id" = ?
where "id" = ? and "notifications_seen_id" < ?;
-- params: 2, 1, 2

-- insertNotification
insert into "notifications" ("user_id", "title", "body", "created_at", "updated_at")
values (?, ?, ?, ?, ?)
returning *;
-- params: 1, "title", "body", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- updateNotification
update "notifications"
set "user_id" = ?,
  "title" = ?,
  "body" = ?,
  "updated_at" = ?
where "id" = ?
returning *;
-- params: 2, "title", "body", "2026-01-02T03:04:05.000Z", 1

-- deleteNotification
delete from "notifications"
where "id" = ?;
-- params: 1
