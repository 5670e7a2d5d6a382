import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

export function services(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', sql.raw(serial), (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          );

      await withId('package_groups')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('info', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId('packages')
        .addColumn('packagegroup_id', 'integer', (c) => c.notNull().references('package_groups.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('info', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('price', sql.raw(big), (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('traffic_gb', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('is_v2ray', 'integer', (c) => c.notNull())
        .addColumn('is_radius', 'integer', (c) => c.notNull())
        .addColumn('is_custom', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transferlimit', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('month_rate', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId('service_groups')
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('info', 'varchar(255)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('service_groups_owner').on('service_groups').columns(['owner_id', 'id']).execute();

      await withId('services')
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('customer_id', 'integer', (c) => c.references('users.id'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('group_id', 'integer', (c) => c.references('service_groups.id'))
        .addColumn('info', 'varchar(255)', (c) => c.notNull())
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password', 'varchar(64)', (c) => c.notNull())
        .addColumn('v2ray_uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('sub_token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('is_v2ray', 'integer', (c) => c.notNull())
        .addColumn('is_radius', 'integer', (c) => c.notNull())
        .addColumn('is_custom', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('traffic_gb', 'double precision', (c) => c.notNull())
        .addColumn('unlimited_traffic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('upload_bytes', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .addColumn('download_bytes', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .addColumn('cost', sql.raw(big), (c) => c.notNull())
        .addColumn('referral_profit', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'varchar(30)')
        .addColumn('expire_in', 'varchar(30)')
        .addColumn('expired_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('services_owner').on('services').columns(['owner_id', 'id']).execute();
      await db.schema.createIndex('services_customer').on('services').column('customer_id').execute();

      await withId('provisioning_jobs')
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('action', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_after', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('done_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('provisioning_jobs_pending')
        .on('provisioning_jobs')
        .columns(['status', 'run_after'])
        .execute();

      await withId('usage_daily')
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('upload_bytes', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .addColumn('download_bytes', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('usage_daily_service_day')
        .on('usage_daily')
        .columns(['service_id', 'day'])
        .unique()
        .execute();

      await withId('notifications')
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('notifications_seen_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId('server_infos')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId('ovpn_files')
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId('email_outbox')
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  };
}
