-- The SQL transactions/transactions.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listTransactions: every user's, first page
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
order by "transactions"."id" desc
limit ?
offset ?;
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
where "transactions"."user_id" = ? and "transactions"."type" = ?
order by "transactions"."id" desc
limit ?
offset ?;
-- params: 7, 2, 20, 20

select coalesce(sum("n"), 0) as "n"
from "transaction_counts"
where "user_id" = ? and "type" = ?;
-- params: 7, 2

-- listTransactions: in a range, a search in Persian digits
select "transactions".*,
  "users"."mobile",
  "users"."name",
  "users"."id" as "user_ref"
from "transactions"
inner join "users" on "users"."id" = "transactions"."user_id"
where "transactions"."user_id" = ? and "transactions"."created_at" >= ? and "transactions"."created_at" < ? and ("transactions"."info" like ? or "transactions"."info" like ? or cast("transactions"."amount" as varchar(30)) like ?)
order by "transactions"."id" desc
limit ?
offset ?;
-- params: 7, "2026-01-02T03:04:05.000Z", "2026-02-01T00:00:00.000Z", "%۱۲۳%", "%123%", "%123%", 20, 0

select count(*) as "n"
from "transactions"
where "transactions"."user_id" = ? and "transactions"."created_at" >= ? and "transactions"."created_at" < ? and ("transactions"."info" like ? or "transactions"."info" like ? or cast("transactions"."amount" as varchar(30)) like ?);
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
limit ?
offset ?;
-- params: 20, 0

select coalesce(sum("n"), 0) as "n"
from "transaction_counts";

-- movementsByType
select "type",
  sum("n") as "n"
from "transaction_counts"
group by "type";
