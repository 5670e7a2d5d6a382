-- The SQL catalogue/catalogue.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listGroups: active
select *
from "package_groups"
where "active" = ?
order by "sort",
  "id";
-- params: 1

-- listGroups: all
select *
from "package_groups"
order by "sort",
  "id";

-- listPackages: active
select *
from "packages"
where "active" = ?
order by "sort",
  "id";
-- params: 1

-- listPackages: all
select *
from "packages"
order by "sort",
  "id";

-- findGroup
select *
from "package_groups"
where "id" = ?;
-- params: 1

-- findPackage
select *
from "packages"
where "id" = ?;
-- params: 1

-- findBuyablePackage
select "packages".*
from "packages"
inner join "package_groups" on "package_groups"."id" = "packages"."packagegroup_id"
where "packages"."active" = ? and "package_groups"."active" = ? and "packages"."id" = ?;
-- params: 1, 1, 1

-- firstBuyableV2rayPackage
select "packages".*
from "packages"
inner join "package_groups" on "package_groups"."id" = "packages"."packagegroup_id"
where "packages"."active" = ? and "package_groups"."active" = ? and "packages"."is_v2ray" = ? and "packages"."is_radius" = ?
order by "package_groups"."sort",
  "package_groups"."id",
  "packages"."sort",
  "packages"."id";
-- params: 1, 1, 1, 0

-- insertGroup
insert into "package_groups" ("name", "created_at", "info", "active", "sort")
values (?, ?, ?, ?, ?)
returning *;
-- params: "name", "2026-01-02T03:04:05.000Z", "info", 1, 1

-- updateGroup
update "package_groups"
set "name" = ?,
  "active" = ?
where "id" = ?
returning *;
-- params: "name", 0, 1

-- insertPackage
insert into "packages" ("name", "created_at", "info", "active", "sort", "packagegroup_id", "price", "days", "traffic_gb", "unlimited_traffic", "is_v2ray", "is_radius", "is_custom", "transferlimit", "day", "month_rate")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning *;
-- params: "name", "2026-01-02T03:04:05.000Z", "info", 1, 1, 2, 3, 4, 5, 1, 1, 1, 1, 20, 6, 7

-- updatePackage
update "packages"
set "price" = ?,
  "unlimited_traffic" = ?,
  "active" = ?
where "id" = ?
returning *;
-- params: 3, 1, 0, 1

-- listServerInfos
select *
from "server_infos"
order by "id";

-- insertServerInfo
insert into "server_infos" ("name", "items", "created_at")
values (?, ?, ?)
returning *;
-- params: "name", "items", "2026-01-02T03:04:05.000Z"

-- updateServerInfo
update "server_infos"
set "name" = ?,
  "items" = ?
where "id" = ?
returning *;
-- params: "name", "items", 1

-- deleteServerInfo
delete from "server_infos"
where "id" = ?;
-- params: 1

-- listOvpnFiles
select "id",
  "name"
from "ovpn_files"
order by "name";

-- findOvpnFile
select *
from "ovpn_files"
where "name" = ?;
-- params: "name"

-- ovpnFileNameTaken
select *
from "ovpn_files"
where "name" = ?;
-- params: "name"

-- insertOvpnFile
insert into "ovpn_files" ("name", "content", "created_at")
values (?, ?, ?)
returning "id",
  "name";
-- params: "name", "content", "2026-01-02T03:04:05.000Z"

-- deleteOvpnFile
delete from "ovpn_files"
where "id" = ?;
-- params: 1
