-- The SQL events/events.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- ownedEventServices
select "services"."id",
  "services"."owner_id",
  "services"."username",
  "services"."package_id",
  "services"."is_v2ray",
  "services"."is_radius",
  "services"."expire_in",
  "services"."traffic_gb",
  "services"."unlimited_traffic",
  "services"."upload_bytes",
  "services"."download_bytes",
  "services"."radius_bytes",
  "services"."auto_renew",
  "customer"."mobile" as "customer_mobile",
  "customer"."name" as "customer_name",
  "packages"."name" as "package_name"
from "services"
left join "users" as "customer" on "customer"."id" = "services"."customer_id"
left join "packages" on "packages"."id" = "services"."package_id"
where "services"."id" in ($1, $2);
-- params: 1, 2
