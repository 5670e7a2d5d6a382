-- The SQL radius/radius.repository.ts sends on PostgreSQL, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- replaceChecks
delete from "radcheck"
where "username" = $1;
-- params: "username"

insert into "radcheck" ("username", "attribute", "op", "value")
values ($1, $2, $3, $4),
  ($5, $6, $7, $8);
-- params: "username", "attribute", "op", "value", "username", "attribute", "op", "value"

-- replaceChecksOfMany
delete from "radcheck"
where "username" in ($1, $2);
-- params: "username", "username"

insert into "radcheck" ("username", "attribute", "op", "value")
values ($1, $2, $3, $4),
  ($5, $6, $7, $8),
  ($9, $10, $11, $12),
  ($13, $14, $15, $16);
-- params: "username", "attribute", "op", "value", "username", "attribute", "op", "value", "username", "attribute", "op", "value", "username", "attribute", "op", "value"

-- checksOf
select "attribute",
  "op",
  "value"
from "radcheck"
where "username" = $1
order by "id";
-- params: "username"

-- openSessions
select cast(radacct.nasipaddress as text) as "nasipaddress",
  cast(radacct.framedipaddress as text) as "framedipaddress",
  "radacct"."callingstationid"
from "radacct"
where "radacct"."username" = $1 and "radacct"."acctstoptime" is null
order by "radacct"."radacctid";
-- params: "username"

-- openSessionsOf
select radacct.username as "username",
  "radacct"."acctsessionid",
  cast(radacct.nasipaddress as text) as "nasipaddress",
  cast(radacct.framedipaddress as text) as "framedipaddress"
from "radacct"
where "radacct"."username" in ($1, $2) and "radacct"."acctstoptime" is null
order by "radacct"."radacctid";
-- params: "user1", "user2"

-- listNas
select "id",
  "nasname",
  "shortname",
  "type",
  "secret",
  "description",
  "coa_port",
  "last_disconnect",
  "last_disconnect_username",
  "last_disconnect_at"
from "nas"
order by "id";

-- findNas
select "id",
  "nasname",
  "shortname",
  "type",
  "secret",
  "description",
  "coa_port",
  "last_disconnect",
  "last_disconnect_username",
  "last_disconnect_at"
from "nas"
where "id" = $1;
-- params: 1

-- recordDisconnect
update "nas"
set "last_disconnect" = $1,
  "last_disconnect_username" = $2,
  "last_disconnect_at" = $3
where "id" = $4;
-- params: "outcome", "username", "2026-01-02T03:04:05.000Z", 1

-- insertNas
insert into "nas" ("nasname", "secret")
values ($1, $2)
returning "id";
-- params: "nasname", "secret"

-- updateNas
update "nas"
set "nasname" = $1,
  "secret" = $2
where "id" = $3;
-- params: "nasname", "secret", 1

-- deleteNas
delete from "nas"
where "id" = $1;
-- params: 1
