-- The SQL transactions/transactions.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listTransactions: every user's, first page
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
order by "transactions"."id" desc
limit $1
offset $2;
-- params: 20, 0

select coalesce(sum("n"), 0) as "n"
from "transaction_counts";

-- listTransactions: a user's, of a type
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
where "transactions"."user_id" = $1 and "transactions"."type" = $2
order by "transactions"."id" desc
limit $3
offset $4;
-- params: 7, 2, 20, 20

select coalesce(sum("n"), 0) as "n"
from "transaction_counts"
where "user_id" = $1 and "type" = $2;
-- params: 7, 2

-- listTransactions: in a range, a search in Persian digits
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
where "transactions"."user_id" = $1 and "transactions"."created_at" >= $2 and "transactions"."created_at" < $3 and ("transactions"."info" like $4 or "transactions"."info" like $5 or cast("transactions"."amount" as varchar(30)) like $6)
order by "transactions"."id" desc
limit $7
offset $8;
-- params: 7, "2026-01-02T03:04:05.000Z", "2026-02-01T00:00:00.000Z", "%۱۲۳%", "%123%", "%123%", 20, 0

select count(*) as "n"
from "transactions"
where "transactions"."user_id" = $1 and "transactions"."created_at" >= $2 and "transactions"."created_at" < $3 and ("transactions"."info" like $4 or "transactions"."info" like $5 or cast("transactions"."amount" as varchar(30)) like $6);
-- params: 7, "2026-01-02T03:04:05.000Z", "2026-02-01T00:00:00.000Z", "%۱۲۳%", "%123%", "%123%"

-- listTransactions: by amount, largest first
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
order by "transactions"."amount" desc,
  "transactions"."id" desc
limit $1
offset $2;
-- params: 20, 0

select coalesce(sum("n"), 0) as "n"
from "transaction_counts";

-- movementsByType
select "type",
  sum("n") as "n"
from "transaction_counts"
group by "type";
