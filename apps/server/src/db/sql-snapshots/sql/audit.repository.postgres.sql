-- The SQL audit/audit.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertAuditEntry
insert into "audit_log" ("created_at", "actor_id", "kind", "method", "path", "status", "ip", "details")
values ($1, $2, $3, $4, $5, $6, $7, $8);
-- params: "2026-01-02T03:04:05.000Z", 1, "admin", "method", "path", 2, "ip", "details"

-- countAudit: no filter
select count(*) as "n"
from "audit_log";

-- countAudit: an admin's actions on a user in a range
select count(*) as "n"
from "audit_log"
where "audit_log"."actor_id" in (select "id"
  from "users"
  where "type" = $1) and ("audit_log"."actor_id" = $2 or "audit_log"."subject_id" = $3) and "audit_log"."created_at" >= $4 and "audit_log"."created_at" < $5;
-- params: "ADMIN", 7, 7, "2026-01-02T03:04:05.000Z", "2026-02-01T00:00:00.000Z"

-- countAudit: money
select count(*) as "n"
from "audit_log"
where "audit_log"."kind" = $1;
-- params: "money"

-- listAudit: no filter
select "audit_log".*,
  "actor"."name" as "actor_name",
  "actor"."mobile" as "actor_mobile",
  "actor"."type" as "actor_type",
  "subject"."name" as "subject_name",
  "subject"."mobile" as "subject_mobile"
from "audit_log"
inner join "users" as "actor" on "actor"."id" = "audit_log"."actor_id"
left join "users" as "subject" on "subject"."id" = "audit_log"."subject_id"
order by "audit_log"."id" desc
limit $1
offset $2;
-- params: 20, 0

-- listAudit: an admin's actions on a user in a range
select "audit_log".*,
  "actor"."name" as "actor_name",
  "actor"."mobile" as "actor_mobile",
  "actor"."type" as "actor_type",
  "subject"."name" as "subject_name",
  "subject"."mobile" as "subject_mobile"
from "audit_log"
inner join "users" as "actor" on "actor"."id" = "audit_log"."actor_id"
left join "users" as "subject" on "subject"."id" = "audit_log"."subject_id"
where "audit_log"."actor_id" in (select "id"
  from "users"
  where "type" = $1) and ("audit_log"."actor_id" = $2 or "audit_log"."subject_id" = $3) and "audit_log"."created_at" >= $4 and "audit_log"."created_at" < $5
order by "audit_log"."id" desc
limit $6
offset $7;
-- params: "ADMIN", 7, 7, "2026-01-02T03:04:05.000Z", "2026-02-01T00:00:00.000Z", 20, 40

-- listAudit: money
select "audit_log".*,
  "actor"."name" as "actor_name",
  "actor"."mobile" as "actor_mobile",
  "actor"."type" as "actor_type",
  "subject"."name" as "subject_name",
  "subject"."mobile" as "subject_mobile"
from "audit_log"
inner join "users" as "actor" on "actor"."id" = "audit_log"."actor_id"
left join "users" as "subject" on "subject"."id" = "audit_log"."subject_id"
where "audit_log"."kind" = $1
order by "audit_log"."id" desc
limit $2
offset $3;
-- params: "money", 20, 0
