import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Decision 106. `nasreload`, the one table of FreeRADIUS 3.2's standard schema (mods-config/sql/main/<dialect>/
 * schema.sql) that migration 0003 left out: its `simul_count_query` joins it, so Simultaneous-Use cannot be counted
 * without it, and an Accounting-On writes it. And where each NAS takes Disconnect-Requests (RFC 5176, port 3799 by
 * default), with the last answer one of them got, for the admin's NAS list.
 */
export function radiusSessionsAndCoa(dialect: Dialect) {
  const statements =
    dialect === 'postgres'
      ? [
          'CREATE TABLE nasreload (nasipaddress inet PRIMARY KEY, reloadtime timestamp with time zone NOT NULL)',
          'ALTER TABLE nas ADD COLUMN coa_port integer NOT NULL DEFAULT 3799',
          'ALTER TABLE nas ADD COLUMN last_disconnect text',
          'ALTER TABLE nas ADD COLUMN last_disconnect_username text',
          'ALTER TABLE nas ADD COLUMN last_disconnect_at varchar(30)',
        ]
      : [
          'CREATE TABLE nasreload (nasipaddress varchar(15) PRIMARY KEY, reloadtime datetime NOT NULL)',
          'ALTER TABLE nas ADD COLUMN coa_port integer NOT NULL DEFAULT 3799',
          'ALTER TABLE nas ADD COLUMN last_disconnect text',
          'ALTER TABLE nas ADD COLUMN last_disconnect_username text',
          'ALTER TABLE nas ADD COLUMN last_disconnect_at text',
        ];
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
