-- The SQL radius/radius.repository.ts sends on SQLite, one entry a case of apps/server/src/db/sql-snapshots/cases. Written by `npm run sql:snapshot`.

-- replaceChecks
delete from "radcheck"
where "username" = ?;
-- params: "username"

insert into "radcheck" ("username", "attribute", "op", "value")
values (?, ?, ?, ?),
  (?, ?, ?, ?);
-- params: "username", "attribute", "op", "value", "username", "attribute", "op", "value"

-- replaceChecksOfMany
delete from "radcheck"
where "username" in (?, ?);
-- params: "username", "username"

insert into "radcheck" ("username", "attribute", "op", "value")
values (?, ?, ?, ?),
  (?, ?, ?, ?),
  (?, ?, ?, ?),
  (?, ?, ?, ?);
-- params: "username", "attribute", "op", "value", "username", "attribute", "op", "value", "username", "attribute", "op", "value", "username", "attribute", "op", "value"

-- checksOf
select "attribute",
  "op",
  "value"
from "radcheck"
where "username" = ?
order by "id";
-- params: "username"

-- openSessions
select cast(radacct.nasipaddress as text) as "nasipaddress",
  cast(radacct.framedipaddress as text) as "framedipaddress",
  "radacct"."callingstationid"
from "radacct"
where "radacct"."username" = ? and "radacct"."acctstoptime" is null
order by "radacct"."radacctid";
-- params: "username"

-- openSessionsOf
select radacct.username as "username",
  "radacct"."acctsessionid",
  cast(radacct.nasipaddress as text) as "nasipaddress",
  cast(radacct.framedipaddress as text) as "framedipaddress"
from "radacct"
where "radacct"."username" in (?, ?) and "radacct"."acctstoptime" is null
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
where "id" = ?;
-- params: 1

-- recordDisconnect
update "nas"
set "last_disconnect" = ?,
  "last_disconnect_username" = ?,
  "last_disconnect_at" = ?
where "id" = ?;
-- params: "outcome", "username", "2026-01-02T03:04:05.000Z", 1

-- insertNas
insert into "nas" ("nasname", "secret")
values (?, ?)
returning "id";
-- params: "nasname", "secret"

-- updateNas
update "nas"
set "nasname" = ?,
  "secret" = ?
where "id" = ?;
-- params: "nasname", "secret", 1

-- deleteNas
delete from "nas"
where "id" = ?;
-- params: 1
