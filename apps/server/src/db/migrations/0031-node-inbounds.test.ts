import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkOf } from '../../integrations/core/accounts.js';
import { linkEndpointsOf } from '../../modules/nodes/nodes.service.js';
import { DIALECTS, scratchDatabase } from '../../test/helpers.js';
import { createDb, type DbHandle } from '../create-db.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const UUID = '3f1c2a4e-9b7d-4c61-8e2f-0a5b6c7d8e9f';

/**
 * Decision 086: a node made before inbounds became its own inbound. What a customer imported must still work, so the
 * links after the migration are the links the panel issued before it, byte for byte (written out here as the older
 * code built them), and what each node held is what its one inbound holds.
 */
const before = [
  {
    node: { name: 'آلمان ۱', host: 'de1.example.com', inbound_tag: 'vless-ws', protocol: 'vless', port: 443 },
    stream: { transport: 'ws', tls: 1, path: '/ws', sni: 'cdn.example.com' },
    link: `vless://${UUID}@de1.example.com:443?encryption=none&security=tls&type=ws&sni=cdn.example.com&path=%2Fws&host=cdn.example.com#remark`,
  },
  {
    node: { name: 'هلند', host: 'nl.example.com', inbound_tag: 'vless-grpc', protocol: 'vless', port: 8443 },
    stream: { transport: 'grpc', tls: 1, path: 'tunnel', sni: '' },
    link: `vless://${UUID}@nl.example.com:8443?encryption=none&security=tls&type=grpc&sni=nl.example.com&serviceName=tunnel#remark`,
  },
  {
    node: { name: 'فنلاند', host: '2001:db8::7', inbound_tag: 'vmess-tcp', protocol: 'vmess', port: 10086 },
    stream: { transport: 'tcp', tls: 0, path: '', sni: '' },
    link: `vmess://${Buffer.from(
      JSON.stringify({
        v: '2',
        ps: 'remark',
        add: '2001:db8::7',
        port: '10086',
        id: UUID,
        aid: '0',
        scy: 'auto',
        net: 'tcp',
        type: 'none',
        host: '',
        path: '',
        tls: '',
        sni: '',
      }),
    ).toString('base64')}`,
  },
];

describe.each(DIALECTS)('migration 0031 (node inbounds) on %s', (dialect) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const place = await scratchDatabase(dialect, 'inbounds');
    handle = createDb(
      dialect === 'postgres' ? { dialect, url: place.url ?? '' } : { dialect, file: path.join(place.dir, 'db.sqlite') },
    );
    cleanup = place.cleanup;
    await migrateTo(handle, '0030-node-core');
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  /** A row as the database stood at 0030 (the typed schema is today's, so these go in as SQL). */
  const insert = async (table: string, row: Record<string, unknown>) => {
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
      Object.keys(row).map((c) => sql.ref(c)),
    )}) values (${sql.join(Object.values(row))}) returning id`.execute(handle.db);
    return (rows[0] as { id: number }).id;
  };

  it('each node becomes a node with one inbound: its links read the same and its users are that inbound’s', async () => {
    const at = '2026-11-01T00:00:00.000Z';
    const paygroup = await insert('pay_groups', { name: 'عادی', created_at: at });
    const owner = await insert('users', {
      type: 'reseller',
      mobile: '09120000031',
      paygroup_id: paygroup,
      created_at: at,
      updated_at: at,
    });
    const group = await insert('package_groups', { name: 'V2Ray', created_at: at });
    const pkg = await insert('packages', {
      packagegroup_id: group,
      name: 'یک ماهه',
      price: 100_000,
      days: 30,
      is_v2ray: 1,
      is_radius: 0,
      created_at: at,
    });
    const service = await insert('services', {
      owner_id: owner,
      package_id: pkg,
      info: '',
      username: 'u31',
      password: 'p31',
      v2ray_uuid: UUID,
      sub_token: 'sub31',
      is_v2ray: 1,
      is_radius: 0,
      is_custom: 0,
      days: 30,
      traffic_gb: 30,
      cost: 100_000,
      created_at: at,
      updated_at: at,
    });
    const nodeIds: number[] = [];
    for (const { node, stream } of before) {
      const id = await insert('nodes', {
        ...node,
        ...stream,
        api_address: '10.0.0.5:10085',
        active: 1,
        created_at: at,
      });
      nodeIds.push(id);
      await sql`insert into node_users (node_id, service_id, uuid, created_at) values (${id}, ${service}, ${UUID}, ${at})`.execute(
        handle.db,
      );
    }

    await migrateTo(handle, '0031-node-inbounds');

    const nodes = await handle.db.selectFrom('nodes').selectAll().orderBy('id').execute();
    expect(nodes.map((n) => [n.name, n.host, n.core, n.api_ca])).toEqual(
      before.map(({ node }) => [node.name, node.host, 'v2ray', '']),
    );
    const inbounds = await handle.db.selectFrom('node_inbounds').selectAll().orderBy('node_id').execute();
    expect(inbounds.map((i) => [i.node_id, i.tag, i.protocol, i.port, i.transport, i.security])).toEqual(
      before.map(({ node, stream }, i) => [
        nodeIds[i],
        node.inbound_tag,
        node.protocol,
        node.port,
        stream.transport,
        stream.tls ? 'tls' : 'none',
      ]),
    );
    for (const [i, { link }] of before.entries()) {
      const node = nodes[i] as (typeof nodes)[number];
      const [endpoint, ...more] = linkEndpointsOf(
        node,
        inbounds.filter((row) => row.node_id === node.id),
      );
      expect(more).toEqual([]);
      expect(shareLinkOf(endpoint as NonNullable<typeof endpoint>, UUID, 'remark')).toBe(link);
    }
    const { rows: held } = await sql<{ inbound_id: number; service_id: number; uuid: string }>`
      select inbound_id, service_id, uuid from inbound_users order by inbound_id`.execute(handle.db);
    expect(held.map((h) => [h.inbound_id, h.service_id, h.uuid])).toEqual(inbounds.map((i) => [i.id, service, UUID]));
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('node_users');

    // 0032: what each node holds is kept by its tag and account form, and the running core is taken to run them.
    await migrateToLatest(handle);
    const accounts = await handle.db.selectFrom('inbound_accounts').selectAll().orderBy('node_id').execute();
    expect(accounts.map((a) => [a.node_id, a.tag, a.service_id, a.uuid, a.form])).toEqual(
      before.map(({ node }, i) => [
        nodeIds[i],
        node.inbound_tag,
        service,
        UUID,
        `${node.protocol}  2022-blake3-aes-128-gcm `,
      ]),
    );
    const running = await handle.db.selectFrom('nodes').select(['id', 'running_inbounds']).orderBy('id').execute();
    expect(running.map((n) => n.running_inbounds)).toEqual(
      before.map(({ node }) => `${node.inbound_tag}:${node.protocol}`),
    );
  });
});
