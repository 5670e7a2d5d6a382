import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * What a node's running core holds, kept by tag (decision 086): `inbound_accounts` records each account under the
 * node and tag it was added to and the form it was added in (`accountForm`), so an account is taken off by the tag it
 * is really under after its inbound is renamed or removed, and made again when its inbound's form changes. `nodes.
 * running_inbounds` is what the core was last seen running (tag and account kind, set when the node is made and when a
 * restart is seen): an account is never sent to a tag the running core serves as another kind, which Xray answers by
 * exiting. Also widens `node_inbounds.service_name` to the 255 characters of the old `nodes.path` it came from.
 */
export function inboundAccounts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('inbound_accounts')
        .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.id'))
        .addColumn('tag', 'varchar(100)', (c) => c.notNull())
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull())
        .addColumn('form', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('inbound_accounts_pk', ['node_id', 'tag', 'service_id'])
        .execute();
      await db.schema.createIndex('inbound_accounts_service').on('inbound_accounts').column('service_id').execute();
      // The form as `accountForm` (integrations/core/accounts.ts) writes it.
      await sql`
        insert into inbound_accounts (node_id, tag, service_id, uuid, form, created_at)
        select i.node_id, i.tag, u.service_id, u.uuid,
               (case when i.protocol = 'shadowsocks' and i.ss_method like '2022-%' then 'shadowsocks-2022'
                     else i.protocol end) || ' ' || i.flow || ' ' || i.ss_method || ' ' || i.ss_server_key,
               u.created_at
        from inbound_users u join node_inbounds i on i.id = u.inbound_id`.execute(db);
      await db.schema.dropTable('inbound_users').execute();

      await db.schema
        .alterTable('nodes')
        .addColumn('running_inbounds', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const { rows } = await sql<{ node_id: number; tag: string; protocol: string; ss_method: string }>`
        select node_id, tag, protocol, ss_method from node_inbounds order by node_id, position, id`.execute(db);
      const running = new Map<number, string[]>();
      for (const r of rows) {
        const kind = r.protocol === 'shadowsocks' && r.ss_method.startsWith('2022-') ? 'shadowsocks-2022' : r.protocol;
        running.set(r.node_id, [...(running.get(r.node_id) ?? []), `${r.tag}:${kind}`]);
      }
      for (const [nodeId, list] of running)
        await sql`update nodes set running_inbounds = ${list.join(',')} where id = ${nodeId}`.execute(db);

      if (dialect === 'postgres')
        await sql`alter table node_inbounds alter column service_name type varchar(255)`.execute(db);
    },
  };
}
