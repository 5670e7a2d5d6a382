import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Fair use of Xray addresses (decision 107): the samples the window policy judges, the entries the reseller sees
 * (a warning, a pause, the resume), and a service's pause, apart from the reseller's own switch-off (`banned`).
 */
export function fairUsePauses(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table services add column paused_until ${sql.raw(time)}`.execute(db);
      await db.schema
        .createTable('fairuse_samples')
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
        .addColumn('at', time, (c) => c.notNull())
        .addColumn('addresses', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('fairuse_samples_pk', ['service_id', 'at'])
        .execute();
      await db.schema
        .createTable('fairuse_events')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fairuse_events_service_at')
        .on('fairuse_events')
        .columns(['service_id', 'at'])
        .execute();
      // The resume pass finds the paused services without reading the others.
      await db.schema
        .createIndex('services_paused_until')
        .on('services')
        .column('paused_until')
        .where(sql.ref('paused_until'), 'is not', null)
        .execute();
    },
  };
}
