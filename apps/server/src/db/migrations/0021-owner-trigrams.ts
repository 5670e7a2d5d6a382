import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * PostgreSQL: the search's trigram indexes (migration 0019) start with the reseller, as SQLite's carry its token, so
 * a search reads the reseller's matching rows only instead of every reseller's matches intersected with the
 * reseller's services (decision 035). `btree_gin` lets an integer lead a GIN index; like `pg_trgm` it is a
 * trusted extension since PostgreSQL 13. SQLite needs nothing.
 */
export function ownerTrigrams(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const statement of [
        'create extension if not exists btree_gin',
        'drop index services_username_trgm',
        'drop index services_info_trgm',
        'drop index users_mobile_trgm',
        'drop index users_name_trgm',
        'create index services_owner_username_trgm on services using gin (owner_id, username gin_trgm_ops)',
        'create index services_owner_info_trgm on services using gin (owner_id, info gin_trgm_ops)',
        'create index users_owner_mobile_trgm on users using gin (owner_id, mobile gin_trgm_ops)',
        'create index users_owner_name_trgm on users using gin (owner_id, name gin_trgm_ops)',
      ]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
