import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * FreeRADIUS's standard SQL schema (mods-config/sql/main/<dialect>/schema.sql of FreeRADIUS 3.2), same tables,
 * columns and types, so a stock FreeRADIUS with its `sql` module authenticates our accounts and writes
 * accounting back into the same database (docs/product/provisioning-rules.md#provisioning).
 */
const SQLITE = [
  `CREATE TABLE radacct (
    radacctid INTEGER PRIMARY KEY AUTOINCREMENT, acctsessionid varchar(64) NOT NULL default '',
    acctuniqueid varchar(32) NOT NULL default '', username varchar(64) NOT NULL default '', realm varchar(64) default '',
    nasipaddress varchar(15) NOT NULL default '', nasportid varchar(32) default NULL, nasporttype varchar(32) default NULL,
    acctstarttime datetime NULL default NULL, acctupdatetime datetime NULL default NULL, acctstoptime datetime NULL default NULL,
    acctinterval int(12) default NULL, acctsessiontime int(12) default NULL, acctauthentic varchar(32) default NULL,
    connectinfo_start varchar(128) default NULL, connectinfo_stop varchar(128) default NULL,
    acctinputoctets bigint(20) default NULL, acctoutputoctets bigint(20) default NULL,
    calledstationid varchar(50) NOT NULL default '', callingstationid varchar(50) NOT NULL default '',
    acctterminatecause varchar(32) NOT NULL default '', servicetype varchar(32) default NULL,
    framedprotocol varchar(32) default NULL, framedipaddress varchar(15) NOT NULL default '',
    framedipv6address varchar(45) NOT NULL default '', framedipv6prefix varchar(45) NOT NULL default '',
    framedinterfaceid varchar(44) NOT NULL default '', delegatedipv6prefix varchar(45) NOT NULL default '',
    class varchar(64) default NULL)`,
  'CREATE UNIQUE INDEX acctuniqueid ON radacct(acctuniqueid)',
  'CREATE INDEX radacct_username ON radacct(username)',
  'CREATE INDEX radacct_acctstoptime ON radacct(acctstoptime)',
  'CREATE INDEX radacct_nasipaddress ON radacct(nasipaddress)',
  `CREATE TABLE radcheck (id INTEGER PRIMARY KEY AUTOINCREMENT, username varchar(64) NOT NULL default '',
    attribute varchar(64) NOT NULL default '', op char(2) NOT NULL DEFAULT '==', value varchar(253) NOT NULL default '')`,
  'CREATE INDEX check_username ON radcheck(username)',
  `CREATE TABLE radgroupcheck (id INTEGER PRIMARY KEY AUTOINCREMENT, groupname varchar(64) NOT NULL default '',
    attribute varchar(64) NOT NULL default '', op char(2) NOT NULL DEFAULT '==', value varchar(253) NOT NULL default '')`,
  'CREATE INDEX check_groupname ON radgroupcheck(groupname)',
  `CREATE TABLE radgroupreply (id INTEGER PRIMARY KEY AUTOINCREMENT, groupname varchar(64) NOT NULL default '',
    attribute varchar(64) NOT NULL default '', op char(2) NOT NULL DEFAULT '=', value varchar(253) NOT NULL default '')`,
  'CREATE INDEX reply_groupname ON radgroupreply(groupname)',
  `CREATE TABLE radreply (id INTEGER PRIMARY KEY AUTOINCREMENT, username varchar(64) NOT NULL default '',
    attribute varchar(64) NOT NULL default '', op char(2) NOT NULL DEFAULT '=', value varchar(253) NOT NULL default '')`,
  'CREATE INDEX reply_username ON radreply(username)',
  `CREATE TABLE radusergroup (id INTEGER PRIMARY KEY AUTOINCREMENT, username varchar(64) NOT NULL default '',
    groupname varchar(64) NOT NULL default '', priority int(11) NOT NULL default '1')`,
  'CREATE INDEX usergroup_username ON radusergroup(username)',
  `CREATE TABLE radpostauth (id INTEGER PRIMARY KEY AUTOINCREMENT, username varchar(64) NOT NULL default '',
    pass varchar(64) NOT NULL default '', reply varchar(32) NOT NULL default '', authdate timestamp NOT NULL,
    class varchar(64) default NULL)`,
  'CREATE INDEX radpostauth_username ON radpostauth(username)',
  `CREATE TABLE nas (id INTEGER PRIMARY KEY AUTOINCREMENT, nasname varchar(128) NOT NULL, shortname varchar(32),
    type varchar(30) DEFAULT 'other', ports int(5), secret varchar(60) DEFAULT 'secret' NOT NULL, server varchar(64),
    community varchar(50), description varchar(200) DEFAULT 'RADIUS Client')`,
  'CREATE INDEX nasname ON nas(nasname)',
];

const POSTGRES = [
  `CREATE TABLE radacct (
    radacctid bigserial PRIMARY KEY, acctsessionid text NOT NULL, acctuniqueid text NOT NULL UNIQUE, username text,
    realm text, nasipaddress inet NOT NULL, nasportid text, nasporttype text, acctstarttime timestamp with time zone,
    acctupdatetime timestamp with time zone, acctstoptime timestamp with time zone, acctinterval bigint,
    acctsessiontime bigint, acctauthentic text, connectinfo_start text, connectinfo_stop text, acctinputoctets bigint,
    acctoutputoctets bigint, calledstationid text, callingstationid text, acctterminatecause text, servicetype text,
    framedprotocol text, framedipaddress inet, framedipv6address inet, framedipv6prefix inet, framedinterfaceid text,
    delegatedipv6prefix inet, class text)`,
  'CREATE INDEX radacct_active_session_idx ON radacct (acctuniqueid) WHERE acctstoptime IS NULL',
  'CREATE INDEX radacct_username ON radacct (username)',
  'CREATE INDEX radacct_start_user_idx ON radacct (acctstarttime, username)',
  `CREATE TABLE radcheck (id serial PRIMARY KEY, username text NOT NULL DEFAULT '', attribute text NOT NULL DEFAULT '',
    op varchar(2) NOT NULL DEFAULT '==', value text NOT NULL DEFAULT '')`,
  'CREATE INDEX radcheck_username ON radcheck (username, attribute)',
  `CREATE TABLE radgroupcheck (id serial PRIMARY KEY, groupname text NOT NULL DEFAULT '', attribute text NOT NULL DEFAULT '',
    op varchar(2) NOT NULL DEFAULT '==', value text NOT NULL DEFAULT '')`,
  'CREATE INDEX radgroupcheck_groupname ON radgroupcheck (groupname, attribute)',
  `CREATE TABLE radgroupreply (id serial PRIMARY KEY, groupname text NOT NULL DEFAULT '', attribute text NOT NULL DEFAULT '',
    op varchar(2) NOT NULL DEFAULT '=', value text NOT NULL DEFAULT '')`,
  'CREATE INDEX radgroupreply_groupname ON radgroupreply (groupname, attribute)',
  `CREATE TABLE radreply (id serial PRIMARY KEY, username text NOT NULL DEFAULT '', attribute text NOT NULL DEFAULT '',
    op varchar(2) NOT NULL DEFAULT '=', value text NOT NULL DEFAULT '')`,
  'CREATE INDEX radreply_username ON radreply (username, attribute)',
  `CREATE TABLE radusergroup (id serial PRIMARY KEY, username text NOT NULL DEFAULT '', groupname text NOT NULL DEFAULT '',
    priority integer NOT NULL DEFAULT 0)`,
  'CREATE INDEX radusergroup_username ON radusergroup (username)',
  `CREATE TABLE radpostauth (id bigserial PRIMARY KEY, username text NOT NULL, pass text, reply text,
    calledstationid text, callingstationid text, authdate timestamp with time zone NOT NULL default now(), class text)`,
  `CREATE TABLE nas (id serial PRIMARY KEY, nasname text NOT NULL, shortname text NOT NULL, type text NOT NULL DEFAULT 'other',
    ports integer, secret text NOT NULL, server text, community text, description text)`,
  'CREATE INDEX nas_nasname ON nas (nasname)',
];

export function freeradius(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
    },
  };
}
