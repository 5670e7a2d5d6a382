-- The SQL nodes/nodes.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- listNodes
select "nodes".*,
  (select count(distinct inbound_accounts.service_id) as "n"
    from "inbound_accounts"
    where "inbound_accounts"."node_id" = "nodes"."id") as "users"
from "nodes"
order by "id";

-- expectedUsers
select "packages"."packagegroup_id" as "group_id",
  count(*) as "n"
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
where "services"."is_v2ray" = $1 and "services"."deleted_at" is null and "services"."banned" = $2 and "services"."expired_at" is null
group by "packages"."packagegroup_id";
-- params: 1, 0

select "group_id",
  "node_id"
from "package_group_nodes";

select "id"
from "nodes"
where "active" = $1;
-- params: 1

-- groupsStrandedWithout
select "id",
  "name"
from "package_groups"
order by "id";

select "packages"."packagegroup_id" as "group_id",
  count(*) as "n"
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
where "services"."is_v2ray" = $1 and "services"."deleted_at" is null and "services"."banned" = $2 and "services"."expired_at" is null
group by "packages"."packagegroup_id";
-- params: 1, 0

select "group_id",
  "node_id"
from "package_group_nodes";

select "id"
from "nodes"
where "active" = $1;
-- params: 1

-- deleteNode
delete from "package_group_nodes"
where "node_id" = $1;
-- params: 1

delete from "node_inbounds"
where "node_id" = $1;
-- params: 1

delete from "nodes"
where "id" = $1;
-- params: 1

-- inboundsOfNodes
select "node_inbounds".*,
  (select count(*) as "n"
    from "inbound_accounts"
    where "inbound_accounts"."node_id" = "node_inbounds"."node_id" and "inbound_accounts"."tag" = "node_inbounds"."tag") as "users"
from "node_inbounds"
where "node_id" in ($1, $2)
order by "node_id",
  "position",
  "id";
-- params: 1, 2

-- replaceInbounds
select *
from "node_inbounds"
where "node_id" = $1;
-- params: 1

delete from "node_inbounds"
where "id" in ($1);
-- params: 12

update "node_inbounds"
set "tag" = $1
where "id" = $2;
-- params: "~11", 11

update "node_inbounds"
set "path" = $1,
  "tag" = $2,
  "protocol" = $3,
  "port" = $4,
  "transport" = $5,
  "xhttp_mode" = $6,
  "security" = $7,
  "sni" = $8,
  "alpn" = $9,
  "fingerprint" = $10,
  "host" = $11,
  "service_name" = $12,
  "flow" = $13,
  "reality_public_key" = $14,
  "reality_private_key" = $15,
  "reality_short_ids" = $16,
  "reality_server_names" = $17,
  "reality_dest" = $18,
  "reality_spider_x" = $19,
  "ss_method" = $20,
  "ss_server_key" = $21,
  "addresses" = $22,
  "position" = $23
where "id" = $24;
-- params: "/path", "tag", "vless", 443, "tcp", "auto", "none", "", "", "", "", "", "", "", "", "", "", "", "", "2022-blake3-aes-128-gcm", "", "", 0, 11

insert into "node_inbounds" ("path", "tag", "protocol", "port", "transport", "xhttp_mode", "security", "sni", "alpn", "fingerprint", "host", "service_name", "flow", "reality_public_key", "reality_private_key", "reality_short_ids", "reality_server_names", "reality_dest", "reality_spider_x", "ss_method", "ss_server_key", "addresses", "node_id", "position", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25);
-- params: "/path", "new", "vless", 8443, "tcp", "auto", "none", "", "", "", "", "", "", "", "", "", "", "", "", "2022-blake3-aes-128-gcm", "", "", 1, 1, "2026-01-02T03:04:05.000Z"

-- findNode
select *
from "nodes"
where "id" = $1;
-- params: 1

-- insertNode
insert into "nodes" ("name", "created_at", "host", "api_address", "active")
values ($1, $2, $3, $4, $5)
returning "id";
-- params: "name", "2026-01-02T03:04:05.000Z", "host", "api_address", 1

-- updateNode
update "nodes"
set "name" = $1,
  "active" = $2
where "id" = $3;
-- params: "name", 0, 1

-- recordNodeHealth: up, a move
update "nodes"
set "status" = $1,
  "last_seen_at" = $2,
  "last_error" = $3
where "id" = $4 and "status" = $5;
-- params: "up", "2026-01-02T03:04:05.000Z", "", 1, "down"

-- recordNodeHealth: down, no move, ending its check
update "nodes"
set "status" = $1,
  "check_lease" = $2,
  "last_error" = $3
where "id" = $4 and "status" <> $5;
-- params: "down", null, "refused", 1, "down"

update "nodes"
set "status" = $1,
  "check_lease" = $2,
  "last_error" = $3
where "id" = $4;
-- params: "down", null, "refused", 1

-- claimNodeCheck: a lease read
update "nodes"
set "check_lease" = $1
where "id" = $2 and "check_lease" = $3;
-- params: "2026-02-01T00:00:00.000Z", 1, "2026-01-02T03:04:05.000Z"

-- claimNodeCheck: no lease
update "nodes"
set "check_lease" = $1
where "id" = $2 and "check_lease" is null;
-- params: "2026-02-01T00:00:00.000Z", 1

-- setGroupNodes
delete from "package_group_nodes"
where "group_id" = $1;
-- params: 1

insert into "package_group_nodes" ("group_id", "node_id")
values ($1, $2),
  ($3, $4);
-- params: 1, 2, 1, 3

-- groupTrafficMultipliers
select "id"
from "package_groups";

select "group_id",
  "node_id"
from "package_group_nodes";

select "id",
  "name",
  "traffic_multiplier"
from "nodes"
where "active" = $1
order by "id";
-- params: 1

-- groupNodeIds
select "node_id"
from "package_group_nodes"
where "group_id" = $1;
-- params: 1

-- nodesForService: its group names nodes
select "nodes".*
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
inner join "package_group_nodes" on "package_group_nodes"."group_id" = "packages"."packagegroup_id"
inner join "nodes" on "nodes"."id" = "package_group_nodes"."node_id"
where "services"."id" = $1 and "nodes"."active" = $2
order by "nodes"."id";
-- params: 1, 1

-- nodesForService: its group names none
select "nodes".*
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
inner join "package_group_nodes" on "package_group_nodes"."group_id" = "packages"."packagegroup_id"
inner join "nodes" on "nodes"."id" = "package_group_nodes"."node_id"
where "services"."id" = $1 and "nodes"."active" = $2
order by "nodes"."id";
-- params: 1, 1

select "services"."id"
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
inner join "package_group_nodes" on "package_group_nodes"."group_id" = "packages"."packagegroup_id"
where "services"."id" = $1;
-- params: 1

select *
from "nodes"
where "active" = $1
order by "id";
-- params: 1

-- nodesForServices
select "services"."id" as "service_id",
  "nodes".*
from "services"
inner join "packages" on "packages"."id" = "services"."package_id"
left join "nodes" on ("nodes"."active" = $1 and (exists (select "m"."node_id"
  from "package_group_nodes" as "m"
  where "m"."group_id" = "packages"."packagegroup_id" and "m"."node_id" = "nodes"."id") or not exists (select "m"."node_id"
    from "package_group_nodes" as "m"
    where "m"."group_id" = "packages"."packagegroup_id")))
where "services"."id" in ($2, $3)
order by "services"."id",
  "nodes"."id";
-- params: 1, 1, 2

-- linkNodesForPackages
select "packages"."id" as "package_id",
  "nodes"."id",
  "nodes"."host"
from "packages"
left join "nodes" on ("nodes"."active" = $1 and (exists (select "m"."node_id"
  from "package_group_nodes" as "m"
  where "m"."group_id" = "packages"."packagegroup_id" and "m"."node_id" = "nodes"."id") or not exists (select "m"."node_id"
    from "package_group_nodes" as "m"
    where "m"."group_id" = "packages"."packagegroup_id")))
where "packages"."id" in ($2, $3)
order by "packages"."id",
  "nodes"."id";
-- params: 1, 1, 2
