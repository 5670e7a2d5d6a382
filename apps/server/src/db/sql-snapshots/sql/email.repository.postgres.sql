-- The SQL email/email.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertEmail
insert into "email_outbox" ("email", "subject", "body", "created_at")
values ($1, $2, $3, $4);
-- params: "email", "subject", "body", "2026-01-02T03:04:05.000Z"

-- listEmails
select *
from "email_outbox"
where "email" = $1
order by "id" desc
limit $2;
-- params: "email", 20
