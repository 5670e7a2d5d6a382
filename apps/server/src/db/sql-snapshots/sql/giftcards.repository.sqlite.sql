-- The SQL giftcards/giftcards.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- insertGiftCards
insert into "gift_cards" ("serial", "amount", "label", "created_by", "created_at", "batch_id")
values (?, ?, ?, ?, ?, ?),
  (?, ?, ?, ?, ?, ?)
returning "id";
-- params: "serial", 1, "label", 2, "2026-01-02T03:04:05.000Z", 3, "serial2", 4, "label", 5, "2026-01-02T03:04:05.000Z", 6

-- insertBatch
insert into "gift_card_batches" ("amount", "count", "label", "created_by", "created_at")
values (?, ?, ?, ?, ?)
returning "id";
-- params: 1, 20, "label", 2, "2026-01-02T03:04:05.000Z"

-- listBatches
select "gift_card_batches".*,
  "users"."name" as "creator_name",
  (select count(*) as "n"
    from "gift_cards"
    where "gift_cards"."batch_id" = "gift_card_batches"."id" and "gift_cards"."used_by" is not null) as "used"
from "gift_card_batches"
left join "users" on "users"."id" = "gift_card_batches"."created_by"
order by "gift_card_batches"."id" desc
limit ?
offset ?;
-- params: 20, 0

select count(*) as "n"
from "gift_card_batches";

-- batchExists
select "id"
from "gift_card_batches"
where "id" = ?;
-- params: 1

-- claimGiftCard
update "gift_cards"
set "used_by" = ?,
  "used_at" = ?
where "serial" = ? and "used_by" is null;
-- params: 1, "2026-01-02T03:04:05.000Z", "serial"

-- findGiftCard
select *
from "gift_cards"
where "serial" = ?;
-- params: "serial"

-- listGiftCards: all
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
order by "gift_cards"."id" desc
limit ?
offset ?;
-- params: 20, 0

select count(*) as "n"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by";

-- listGiftCards: unused of a batch
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."batch_id" = ? and "gift_cards"."used_by" is null
order by "gift_cards"."id" desc
limit ?
offset ?;
-- params: 3, 20, 20

select count(*) as "n"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."batch_id" = ? and "gift_cards"."used_by" is null;
-- params: 3

-- listGiftCards: used
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."used_by" is not null
order by "gift_cards"."id" desc
limit ?
offset ?;
-- params: 20, 0

select count(*) as "n"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."used_by" is not null;

-- listGiftCards: search in Persian digits
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where ("gift_cards"."serial" like ? or "gift_cards"."label" like ? or "gift_cards"."label" like ? or "users"."mobile" like ?)
order by "gift_cards"."id" desc
limit ?
offset ?;
-- params: "%123%", "%۱۲۳%", "%123%", "%123%", 20, 0

select count(*) as "n"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where ("gift_cards"."serial" like ? or "gift_cards"."label" like ? or "gift_cards"."label" like ? or "users"."mobile" like ?);
-- params: "%123%", "%۱۲۳%", "%123%", "%123%"

-- giftCardsByIds
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."id" in (?, ?)
order by "gift_cards"."id";
-- params: 1, 2

-- cardsOfBatch
select "gift_cards"."id",
  "gift_cards"."serial",
  "gift_cards"."amount",
  "gift_cards"."label",
  "gift_cards"."created_at",
  "gift_cards"."used_at",
  "gift_cards"."used_by",
  "gift_cards"."batch_id",
  "users"."mobile" as "user_mobile",
  "users"."name" as "user_name"
from "gift_cards"
left join "users" on "users"."id" = "gift_cards"."used_by"
where "gift_cards"."batch_id" = ?
order by "gift_cards"."id";
-- params: 1
