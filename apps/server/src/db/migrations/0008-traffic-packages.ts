import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** Volume services (decision 017): traffic packages, when a pool began, and GB a service took from it. */
export function trafficPackages(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('traffic_packages')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('price', sql.raw(big), (c) => c.notNull())
        .addColumn('transferlimit', 'double precision', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      // GB handed back to a pool only go to the pool that paid for them: the one that began before the service.
      await db.schema.alterTable('users').addColumn('pool_started_at', 'varchar(30)').execute();
      await db.schema
        .alterTable('services')
        .addColumn('pool_gb', 'double precision', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
