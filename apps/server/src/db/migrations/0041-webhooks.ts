import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * Signed webhooks (decision 111): a reseller's endpoints, and the outbox of deliveries written in the transaction of
 * the change each tells of, one row per event and endpoint, sent and retried from there.
 */
export function webhooks(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const time = dialect === 'postgres' ? 'varchar(30)' : 'text';
  const id = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', sql.raw(serial), id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('events', 'varchar(1000)', (c) => c.notNull())
        .addColumn('secret', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('active'))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').column('user_id').execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', sql.raw(serial), id)
        .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('msg_id', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // Due at this moment while pending; a claimed attempt moves it past its lease.
        .addColumn('next_attempt_at', time)
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'varchar(1100)', (c) => c.notNull().defaultTo(''))
        .addColumn('error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('attempted_at', time)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'id'])
        .execute();
      // The dispatcher reads only what is pending, by when it is due.
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .column('next_attempt_at')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
  };
}
