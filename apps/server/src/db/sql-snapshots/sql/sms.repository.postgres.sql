-- The SQL sms/sms.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertOutboxMessage
insert into "sms_outbox" ("mobile", "purpose", "message", "created_at")
values ($1, $2, $3, $4);
-- params: "09120000001", "purpose", "message", "2026-01-02T03:04:05.000Z"

-- listOutboxMessages
select "id",
  "mobile",
  "message",
  "created_at"
from "sms_outbox"
where "mobile" = $1
order by "id" desc
limit $2;
-- params: "09120000001", 20
