import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * A node's inbounds (decision 086). Until now a node was one inbound: its tag, protocol, port, transport, TLS, path and
 * SNI lived on `nodes`. Each node becomes a node with that one inbound, so every link it issued reads the same
 * (a gRPC node's path was its service name), and what it holds (`node_users`) becomes what that inbound holds
 * (`inbound_users`). Lists (ALPN, short ids, server names, extra addresses) are stored comma-separated: the contract
 * admits no comma inside one. The API link gains its TLS pin (`api_ca`), empty for the plain links nodes had.
 */
export function nodeInbounds(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('node_inbounds')
        .addColumn('id', sql.raw(serial), (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.id'))
        .addColumn('tag', 'varchar(100)', (c) => c.notNull())
        .addColumn('protocol', 'varchar(12)', (c) => c.notNull())
        .addColumn('port', 'integer', (c) => c.notNull())
        .addColumn('transport', 'varchar(12)', (c) => c.notNull().defaultTo('tcp'))
        .addColumn('xhttp_mode', 'varchar(12)', (c) => c.notNull().defaultTo('auto'))
        .addColumn('security', 'varchar(8)', (c) => c.notNull().defaultTo('none'))
        .addColumn('sni', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('alpn', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('fingerprint', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addColumn('host', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('service_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('flow', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_public_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_private_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_short_ids', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_server_names', 'varchar(4200)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_dest', 'varchar(270)', (c) => c.notNull().defaultTo(''))
        .addColumn('reality_spider_x', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('ss_method', 'varchar(30)', (c) => c.notNull().defaultTo('2022-blake3-aes-128-gcm'))
        .addColumn('ss_server_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('addresses', 'varchar(2600)', (c) => c.notNull().defaultTo(''))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('node_inbounds_tag', ['node_id', 'tag'])
        .execute();
      await sql`
        insert into node_inbounds (node_id, tag, protocol, port, transport, security, sni, path, service_name, created_at)
        select id, inbound_tag, protocol, port, transport, case when tls = 1 then 'tls' else 'none' end, sni,
               case when transport = 'grpc' then '' else path end,
               case when transport = 'grpc' then path else '' end,
               created_at
        from nodes`.execute(db);

      await db.schema
        .createTable('inbound_users')
        .addColumn('inbound_id', 'integer', (c) => c.notNull().references('node_inbounds.id'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('inbound_users_pk', ['inbound_id', 'service_id'])
        .execute();
      await db.schema.createIndex('inbound_users_service').on('inbound_users').column('service_id').execute();
      await sql`
        insert into inbound_users (inbound_id, service_id, uuid, created_at)
        select i.id, u.service_id, u.uuid, u.created_at
        from node_users u join node_inbounds i on i.node_id = u.node_id`.execute(db);
      await db.schema.dropTable('node_users').execute();

      for (const column of ['inbound_tag', 'protocol', 'port', 'transport', 'tls', 'path', 'sni'])
        await db.schema.alterTable('nodes').dropColumn(column).execute();
      await db.schema
        .alterTable('nodes')
        .addColumn('api_ca', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('nodes')
        .addColumn('api_server_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
