import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Fair use (decision 105): a package's device limit, what a subscription request without a device id gets, and its
 * simultaneous limit; a service takes both limits at purchase (the reseller may lower them), and the devices its
 * subscription URL has seen, the first N distinct ids kept.
 */
export function fairUseLimits(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of [
        sql`alter table packages add column device_limit integer not null default 0`,
        sql`alter table packages add column no_device_id varchar(8) not null default 'allow'`,
        sql`alter table packages add column simultaneous_limit integer not null default 0`,
        sql`alter table services add column device_limit integer not null default 0`,
        sql`alter table services add column simultaneous_limit integer not null default 0`,
      ]) {
        await statement.execute(db);
      }
      await db.schema
        .createTable('service_devices')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
        .addColumn('hwid', 'varchar(128)', (c) => c.notNull())
        .addColumn('os', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('os_version', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('model', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .addColumn('first_seen', time, (c) => c.notNull())
        .addColumn('last_seen', time, (c) => c.notNull())
        .addUniqueConstraint('service_devices_service_hwid', ['service_id', 'hwid'])
        .execute();
    },
  };
}
