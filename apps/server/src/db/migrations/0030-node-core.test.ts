import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, scratchDatabase } from '../../test/helpers.js';
import { createDb, type DbHandle } from '../create-db.js';
import { migrateTo } from '../migrate.js';

// Decision 085: nodes made before migration 0030 ran V2Ray (the database as 0030 left it: 0031 moved the inbound
// columns into `node_inbounds`, see its own test). Nodes made before migration 0030 ran V2Ray, the only core the panel spoke; they read back as 'v2ray'.
describe.each(DIALECTS)('migration 0030 (node core) on %s', (dialect) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const place = await scratchDatabase(dialect, 'core');
    handle = createDb(
      dialect === 'postgres' ? { dialect, url: place.url ?? '' } : { dialect, file: path.join(place.dir, 'db.sqlite') },
    );
    cleanup = place.cleanup;
    await migrateTo(handle, '0029-referral-vesting');
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  const node = {
    name: 'آلمان ۱',
    api_address: '10.0.0.5:10085',
    inbound_tag: 'vless-in',
    protocol: 'vmess',
    host: 'de1.example.com',
    port: 443,
    transport: 'ws',
    tls: 1,
    path: '/ws',
    sni: 'de1.example.com',
    active: 1,
    status: 'up',
    last_seen_at: '2026-11-28T10:00:00.000Z',
    last_error: '',
    created_at: '2026-11-01T00:00:00.000Z',
    check_lease: null,
  };

  it('existing nodes become V2Ray nodes and keep everything else; new ones default to V2Ray and may be Xray', async () => {
    const columns = Object.keys(node);
    const values = Object.values(node);
    await sql`insert into nodes (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`.execute(
      handle.db,
    );
    await migrateTo(handle, '0030-node-core');

    const rows = await handle.db.selectFrom('nodes').selectAll().execute();
    expect(rows).toHaveLength(1);
    const { id, ...rest } = rows[0] as (typeof rows)[number];
    expect(rest).toEqual({ ...node, core: 'v2ray' });

    const { id: second } = await handle.db
      .insertInto('nodes')
      .values({ ...node, name: 'آلمان ۲', protocol: 'vless', transport: 'tcp', status: 'unknown' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('nodes').set({ core: 'xray' }).where('id', '=', second).execute();
    const cores = await handle.db.selectFrom('nodes').select(['id', 'core']).orderBy('id').execute();
    expect(cores).toEqual([
      { id, core: 'v2ray' },
      { id: second, core: 'xray' },
    ]);
    await expect(
      handle.db
        .updateTable('nodes')
        .set({ core: 'sing-box' as 'xray' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});
