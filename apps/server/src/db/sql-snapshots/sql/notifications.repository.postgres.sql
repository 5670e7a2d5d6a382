-- The SQL notifications/notifications.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listFor
select *
from "notifications"
where ("user_id" is null or "user_id" = $1) and "id" > $2
order by "id" desc
limit $3;
-- params: 1, 0, 200

-- listAll
select *
from "notifications"
order by "id" desc
limit $1;
-- params: 500

-- seenUpTo
select "notifications_seen_id"
from "users"
where "id" = $1;
-- params: 1

-- markSeen
update "users"
set "notifications_seen_id" = $1
where "id" = $2 and "notifications_seen_id" < $3;
-- params: 2, 1, 2

-- insertNotification
insert into "notifications" ("user_id", "title", "body", "created_at", "updated_at")
values ($1, $2, $3, $4, $5)
returning *;
-- params: 1, "title", "body", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.000Z"

-- updateNotification
update "notifications"
set "user_id" = $1,
  "title" = $2,
  "body" = $3,
  "updated_at" = $4
where "id" = $5
returning *;
-- params: 2, "title", "body", "2026-01-02T03:04:05.000Z", 1

-- deleteNotification
delete from "notifications"
where "id" = $1;
-- params: 1
