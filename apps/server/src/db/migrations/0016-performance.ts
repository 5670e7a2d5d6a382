import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Indexes for what the worker and the lists ask for on a large data set (decision 036).
 * - `services_unstarted`: the usage pass looks for unused services that got their first traffic (a small share of
 *   all services); `services_running`: it looks for running services whose period just ended.
 * - `services_owner_list`: a reseller's live services newest first with the columns the list's filters, count and
 *   search read (not the usage counters, which change every pass): counting and searching a large reseller's
 *   services reads the index instead of every row.
 * - PostgreSQL: services' pages keep a fifth free, so the usage pass's counter updates stay on their page (HOT updates
 *   that skip the three unique indexes on random text). It applies to pages written from now on; an existing large
 *   table gets it with `VACUUM FULL services` in a quiet hour.
 */
export function performanceIndexes(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`alter table services set (fillfactor = 80)`.execute(db);
      await db.schema
        .createIndex('services_unstarted')
        .on('services')
        .column('id')
        .where(sql.ref('started_at'), 'is', null)
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('services_running')
        .on('services')
        .column('expire_in')
        .where(sql.ref('expired_at'), 'is', null)
        .where(sql.ref('started_at'), 'is not', null)
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('services_owner_list')
        .on('services')
        .columns(['owner_id', 'id', 'paid', 'started_at', 'expire_in', 'customer_id', 'username', 'info'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  };
}
