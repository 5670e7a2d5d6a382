import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOne,
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  type TestApp,
} from '../../test/helpers.js';

interface NodeView {
  id: number;
  name: string;
}

/** Deleting a node (decision 101): refused while a group would be stranded; otherwise gone with what it held. */
describe.each(DIALECTS)('deleting a node (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const addNode = async (name: string, host: string) => {
    const res = await t.request<NodeView>('POST', '/api/admin/nodes', {
      token: admin,
      body: {
        name,
        api_address: '127.0.0.1:10085',
        host,
        inbounds: [{ tag: 'vless-in', protocol: 'vless', port: 443, security: 'tls' }],
      },
    });
    expect(res.status).toBe(200);
    return res.body.id;
  };
  const remove = (id: number, token = admin) =>
    t.request<{ message: string; errors?: string[]; code?: string }>('DELETE', `/api/admin/nodes/${id}`, { token });
  const nodeNames = async () =>
    (await t.request<NodeView[]>('GET', '/api/admin/nodes', { token: admin })).body.map((n) => n.name);
  const groupOf = async (packageId: number) =>
    (await t.db.selectFrom('packages').select('packagegroup_id').where('id', '=', packageId).executeTakeFirstOrThrow())
      .packagegroup_id;
  const groupNodes = async (groupId: number) =>
    (await t.request<{ node_ids: number[] }>('GET', `/api/admin/packagegroups/${groupId}/nodes`, { token: admin })).body
      .node_ids;

  it('refuses while a group with live services has no other node, or names the node alone; then deletes it, its inbounds and what it held, and the trail records it', async () => {
    const v2ray = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const a = await addNode('آلمان ۱', 'de1.example.com');
    const b = await addNode('هلند ۲', 'nl2.example.com');
    await putPackageOnNodes(t, admin, v2ray, [a]);
    const r = await freshReseller(t, 2_000_000);
    const service = await buyOne(t, r.token, 'یک ماهه ۳۰ گیگ');
    await buyOne(t, r.token, 'ترکیبی یک ماهه ۶۰ گیگ');
    // What the worker would have written once the account was added on node A.
    const { v2ray_uuid: uuid } = await t.db
      .selectFrom('services')
      .select('v2ray_uuid')
      .where('id', '=', service.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('inbound_accounts')
      .values({
        node_id: a,
        tag: 'vless-in',
        service_id: service.id,
        uuid,
        form: 'vless',
        created_at: t.clock.now().toISOString(),
      })
      .execute();

    // The V2Ray group names A alone: refused with the group named, and nothing changed.
    const refused = await remove(a);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('NODE_IN_USE');
    expect(refused.body.errors?.join(' ')).toContain('V2Ray پرسرعت');
    expect(await nodeNames()).toEqual(expect.arrayContaining(['آلمان ۱', 'هلند ۲']));
    expect(await groupNodes(await groupOf(v2ray))).toEqual([a]);

    // With a second node for the group, A goes: its group keeps B, what A held is forgotten, its inbounds are gone.
    await putPackageOnNodes(t, admin, v2ray, [a, b]);
    const removed = await remove(a);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toContain('آلمان ۱');
    expect(await nodeNames()).not.toContain('آلمان ۱');
    expect(await groupNodes(await groupOf(v2ray))).toEqual([b]);
    expect(await t.db.selectFrom('inbound_accounts').select('service_id').where('node_id', '=', a).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('node_inbounds').select('id').where('node_id', '=', a).execute()).toEqual([]);
    // The service's links now point at B only.
    const links = await t.request<{ data: Array<{ id: number; link: string }> }>('GET', '/api/services?page=1', {
      token: r.token,
    });
    const link = links.body.data.find((s) => s.id === service.id)?.link ?? '';
    expect(link).toContain('nl2.example.com');
    expect(link).not.toContain('de1.example.com');

    // B is now the only active node: the combined group (naming none) has a live service there, and the V2Ray group
    // names B alone; both are named.
    const last = await remove(b);
    expect(last.status).toBe(422);
    expect(last.body.errors).toHaveLength(2);
    expect(last.body.errors?.join(' ')).toContain('OpenVPN و Cisco');
    expect(await nodeNames()).toContain('هلند ۲');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['method', 'path', 'target_id', 'status'])
      .where('path', '=', '/admin/nodes/:id')
      .where('method', '=', 'DELETE')
      .orderBy('id')
      .execute();
    expect(audit.map((e) => [e.target_id, e.status])).toEqual([
      [a, 422],
      [a, 200],
      [b, 422],
    ]);
  });

  it('answers 404 for a node that is not there, and a reseller may not delete one', async () => {
    expect((await remove(999_999)).status).toBe(404);
    const r = await freshReseller(t, 0);
    const id = await addNode('فرانسه ۳', 'fr3.example.com');
    expect((await remove(id, r.token)).status).toBe(401);
    expect(await nodeNames()).toContain('فرانسه ۳');
  });
});
