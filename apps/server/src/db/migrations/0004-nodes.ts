import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

export function nodes(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nodes')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('api_address', 'varchar(255)', (c) => c.notNull())
        .addColumn('inbound_tag', 'varchar(100)', (c) => c.notNull())
        .addColumn('protocol', 'varchar(10)', (c) => c.notNull())
        .addColumn('host', 'varchar(255)', (c) => c.notNull())
        .addColumn('port', 'integer', (c) => c.notNull())
        .addColumn('transport', 'varchar(10)', (c) => c.notNull().defaultTo('tcp'))
        .addColumn('tls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('sni', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('last_seen_at', 'varchar(30)')
        .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('package_group_nodes')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('package_groups.id'))
        .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.id'))
        .addPrimaryKeyConstraint('package_group_nodes_pk', ['group_id', 'node_id'])
        .execute();
      // What each node holds, as far as we know: nothing is added twice, and a restart is refilled from here.
      await db.schema
        .createTable('node_users')
        .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.id'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('node_users_pk', ['node_id', 'service_id'])
        .execute();
      await db.schema
        .alterTable('provisioning_jobs')
        .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      // RADIUS usage of the period = what radacct holds for the username minus what it held when the period began.
      await db.schema
        .alterTable('services')
        .addColumn('radius_bytes', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('services')
        .addColumn('radius_base', sql.raw(big), (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
