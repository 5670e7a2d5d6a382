import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * What a reseller is told of (decision 113): their thresholds on `users`, where the ledger's balance update reads the
 * low-balance one back for nothing, and the rows that let a repeated notice be told once (a conditional insert), across
 * instances: a service's expiring notice per reason and period, a refused device's per day.
 */
export function resellerNotices(dialect: Dialect) {
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table users add column notice_expiring_days integer not null default 3`.execute(db);
      await sql`alter table users add column notice_expiring_traffic_gb double precision not null default 1`.execute(
        db,
      );
      await sql`alter table users add column notice_balance_low bigint not null default 0`.execute(db);
      await db.schema
        .createTable('service_notices')
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
        .addColumn('reason', 'varchar(8)', (c) => c.notNull())
        // The period told of: its expiry, and for traffic its GB (0 for days), so a renewal or more GB is a new one.
        .addColumn('expire_in', time, (c) => c.notNull())
        .addColumn('traffic_gb', 'double precision', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('service_notices_pk', ['service_id', 'reason', 'expire_in', 'traffic_gb'])
        .execute();
      await db.schema
        .createTable('device_refusal_notices')
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
        .addColumn('hwid', 'varchar(128)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addPrimaryKeyConstraint('device_refusal_notices_pk', ['service_id', 'hwid', 'day'])
        .execute();
      await db.schema.createIndex('device_refusal_notices_day').on('device_refusal_notices').column('day').execute();
    },
  };
}
