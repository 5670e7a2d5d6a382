import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshReseller,
  type TestApp,
} from '../../test/helpers.js';

describe.each(DIALECTS)('a package group’s nodes (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the admin panel reads back the nodes it chose for a group; none means every active node', async () => {
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const { packagegroup_id: groupId } = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    const node = await t.request<{ id: number }>('POST', '/api/admin/nodes', {
      token: admin,
      body: {
        name: 'آلمان ۱',
        api_address: '127.0.0.1:10085',
        host: 'de.example.com',
        inbounds: [{ tag: 'vless-in', protocol: 'vless', port: 443, security: 'tls' }],
      },
    });
    expect(node.status).toBe(200);

    const url = `/api/admin/packagegroups/${groupId}/nodes`;
    const before = await t.request<{ node_ids: number[] }>('GET', url, { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.node_ids).not.toContain(node.body.id);

    await t.request('PUT', url, { token: admin, body: { node_ids: [node.body.id] } });
    expect((await t.request('GET', url, { token: admin })).body).toEqual({ node_ids: [node.body.id] });

    await t.request('PUT', url, { token: admin, body: { node_ids: [] } });
    expect((await t.request('GET', url, { token: admin })).body).toEqual({ node_ids: [] });
  });

  it('a page of services gets the same nodes one by one or by their packages at once: the group’s active ones, else every active one', async () => {
    const r = await freshReseller(t, 10_000_000);
    const packages = [await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN')];
    const ids: number[] = [];
    for (const package_id of packages) {
      const res = await t.request<Service[]>('POST', '/api/services', {
        token: r.token,
        body: { package_id, servicewithoutphone: true },
      });
      ids.push((res.body[0] as Service).id);
    }
    const groupOf = async (packageId: number) =>
      (
        await t.db
          .selectFrom('packages')
          .select('packagegroup_id')
          .where('id', '=', packageId)
          .executeTakeFirstOrThrow()
      ).packagegroup_id;
    const addNode = async (name: string, host: string) =>
      (
        await t.request<{ id: number }>('POST', '/api/admin/nodes', {
          token: admin,
          body: {
            name,
            api_address: '127.0.0.1:10085',
            host,
            inbounds: [{ tag: 'vless-in', protocol: 'vless', port: 443, security: 'tls' }],
          },
        })
      ).body.id;
    const a = await addNode('هلند', 'nl.example.com');
    const b = await addNode('فنلاند', 'fi.example.com');
    const nodes = t.app.services.nodes;
    const compare = async () => {
      const all = await nodes.endpointsForPackages(t.db, packages);
      const byService = new Map(ids.map((id, i) => [id, all.get(packages[i] as number) ?? []] as const));
      const one = new Map(await Promise.all(ids.map(async (id) => [id, await nodes.endpointsFor(t.db, id)] as const)));
      expect(byService).toEqual(one);
      return ids.map((id) => (byService.get(id) ?? []).map((e) => e.address));
    };
    const setGroup = (group: number, node_ids: number[]) =>
      t.request('PUT', `/api/admin/packagegroups/${group}/nodes`, { token: admin, body: { node_ids } });
    const [g1, g2] = [await groupOf(packages[0] as number), await groupOf(packages[1] as number)];
    await setGroup(g1, []);
    await setGroup(g2, []);
    const everyActive = (await compare())[0] ?? [];
    expect(everyActive).toEqual(expect.arrayContaining(['nl.example.com', 'fi.example.com']));

    await setGroup(g1, [b]);
    expect((await compare())[0]).toEqual(['fi.example.com']);
    // A group that names only a switched-off node gets none, not every active node.
    await t.db.updateTable('nodes').set({ active: 0 }).where('id', '=', b).execute();
    const [first, second] = await compare();
    expect(first).toEqual([]);
    expect(second).not.toContain('fi.example.com');
    expect(second).toContain('nl.example.com');
    expect(a).toBeGreaterThan(0);
  });
});
