-- The SQL sms/sms.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertOutboxMessage
insert into "sms_outbox" ("mobile", "purpose", "message", "created_at")
values (?, ?, ?, ?);
-- params: "09120000001", "purpose", "message", "2026-01-02T03:04:05.000Z"

-- listOutboxMessages
select "id",
  "mobile",
  "message",
  "created_at"
from "sms_outbox"
where "mobile" = ?
order by "id" desc
limit ?;
-- params: "09120000001", 20
