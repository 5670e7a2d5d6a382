import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, DIALECTS, demoPackageId, type TestApp } from '../../test/helpers.js';

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
        inbound_tag: 'vless-in',
        protocol: 'vless',
        host: 'de.example.com',
        port: 443,
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
});
