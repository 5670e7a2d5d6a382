import { randomUUID } from 'node:crypto';
import type { Node, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreAccount, nodeEmail } from '../../integrations/core/accounts.js';
import { createGrpcCoreApi } from '../../integrations/core/core-api.js';
import { PROBE_EMAIL, SS_PLACEHOLDER_EMAIL } from '../../integrations/core/node-config.js';
import { xrayDialect } from '../../integrations/xray/xray-api.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  type TestApp,
} from '../../test/helpers.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

/**
 * No account twice, none left behind (decision 091). Xray's AEAD Shadowsocks inbound takes a second user of an email
 * it holds and a removal takes off one copy (the stand-in follows `proxy/shadowsocks/validator.go`), so a panel that
 * reads "added" as "restarted", or adds what the inbound holds, piles copies up and leaves a deleted customer a way in.
 */
describe.each(DIALECTS)('accounts on an Xray node, one each (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let node: Node;
  const aead = { tag: 'ss-aead', protocol: 'shadowsocks', port: 8388, ss_method: 'aes-256-gcm' } as const;
  const vless = {
    tag: 'vless-ws',
    protocol: 'vless',
    port: 443,
    transport: 'ws',
    security: 'tls',
    path: '/v',
  } as const;
  /** What an earlier panel sent: adds that never look at what the inbound holds. */
  let careless: ReturnType<typeof createGrpcCoreApi>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({
      inbounds: [
        { tag: aead.tag, protocol: 'shadowsocks', method: aead.ss_method },
        { tag: vless.tag, protocol: 'vless' },
      ],
    });
    careless = createGrpcCoreApi({ ...xrayDialect, keepsSameEmailTwice: new Set() }, { address: core.apiAddress });
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const made = await t.request<Node>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'هلند',
        api_address: core.apiAddress,
        core: 'xray',
        host: 'nl.example.com',
        inbounds: [aead, vless],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    node = made.body;
    await putPackageOnNodes(t, r.adminToken, packageId, [node.id]);
  });
  beforeEach(async () => {
    // Each test starts from a settled node: its probe on, every live service added.
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    careless?.close();
    await core?.stop();
    await t?.close();
  });

  const buy = async () => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    return res.body[0] as Service;
  };
  const uuidOf = async (id: number) =>
    (await t.db.selectFrom('services').select('v2ray_uuid').where('id', '=', id).executeTakeFirstOrThrow()).v2ray_uuid;
  const copies = (tag: string, email: string) => core.users(tag).filter((u) => u.email === email);

  it('six worker passes leave one account of a service and one probe on every inbound', async () => {
    const s = await buy();
    for (let pass = 0; pass < 6; pass++) await runWorkerPass(t.app.services);
    for (const tag of [aead.tag, vless.tag]) expect(copies(tag, nodeEmail(s.id)), tag).toHaveLength(1);
    expect(core.users(aead.tag).filter((u) => u.email === PROBE_EMAIL).length).toBeLessThanOrEqual(1);
    expect(core.users(vless.tag).filter((u) => u.email === PROBE_EMAIL).length).toBeLessThanOrEqual(1);
    expect([...core.users(aead.tag), ...core.users(vless.tag)].filter((u) => u.email === PROBE_EMAIL)).toHaveLength(1);

    // The admin's resync, twice: the same.
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', `/api/admin/nodes/${node.id}/resync`, { token: r.adminToken });
      expect(res.status).toBe(200);
      await runWorkerPass(t.app.services);
    }
    for (const tag of [aead.tag, vless.tag]) expect(copies(tag, nodeEmail(s.id)), tag).toHaveLength(1);
  });

  it('a deleted service keeps no way in, and a reset link leaves no account of the old secret', async () => {
    const s = await buy();
    await runWorkerPass(t.app.services);
    const before = await uuidOf(s.id);
    const reset = await t.request('POST', '/api/services/resetlink', { token: r.token, body: { service_id: s.id } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await runWorkerPass(t.app.services);
    const after = await uuidOf(s.id);
    expect(after).not.toBe(before);
    expect(copies(aead.tag, nodeEmail(s.id)).map((u) => u.password)).toEqual([after]);

    expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(200);
    for (let pass = 0; pass < 3; pass++) await runWorkerPass(t.app.services);
    for (const tag of [aead.tag, vless.tag]) expect(copies(tag, nodeEmail(s.id)), tag).toEqual([]);
  });

  it('the health pass repairs what an earlier panel left: copies, old secrets and accounts of no live service', async () => {
    const kept = await buy();
    const gone = await buy();
    await runWorkerPass(t.app.services);
    expect((await t.request('DELETE', `/api/services/${gone.id}`, { token: r.token })).status).toBe(200);
    await runWorkerPass(t.app.services);
    const inbound = { protocol: 'shadowsocks', ss_method: aead.ss_method, ss_server_key: '', flow: '' } as const;
    // The earlier panel's refills: the kept service twice more, one of them under a secret it no longer has; the
    // deleted one three times; and one of a service this panel never had.
    const add = (email: string, uuid: string) =>
      careless.addUser({ tag: aead.tag, email, account: coreAccount(inbound, uuid) });
    await add(nodeEmail(kept.id), await uuidOf(kept.id));
    await add(nodeEmail(kept.id), randomUUID());
    for (let i = 0; i < 3; i++) await add(nodeEmail(gone.id), randomUUID());
    await add(nodeEmail(9_999_999), randomUUID());
    expect(copies(aead.tag, nodeEmail(kept.id))).toHaveLength(3);

    await runWorkerPass(t.app.services);
    expect(copies(aead.tag, nodeEmail(kept.id)).map((u) => u.password)).toEqual([await uuidOf(kept.id)]);
    expect(copies(aead.tag, nodeEmail(gone.id))).toEqual([]);
    expect(copies(aead.tag, nodeEmail(9_999_999))).toEqual([]);
    // What the node shows the admin is what it holds.
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === node.id,
    );
    const servicesOnCore = new Set(
      core
        .users(aead.tag)
        .map((u) => u.email)
        .filter((e) => e !== PROBE_EMAIL && e !== SS_PLACEHOLDER_EMAIL),
    );
    expect(listed?.inbounds.find((i) => i.tag === aead.tag)?.users).toBe(servicesOnCore.size);
  });

  it('a restarted core gets each account once, and a resync remakes an account held under an old secret', async () => {
    const s = await buy();
    await runWorkerPass(t.app.services);
    await core.restart();
    await runWorkerPass(t.app.services);
    for (const tag of [aead.tag, vless.tag]) expect(copies(tag, nodeEmail(s.id)), tag).toHaveLength(1);

    // The VLESS inbound refuses a second user of an email, so an account under an old secret would answer "exists".
    await careless.removeUser({ tag: vless.tag, email: nodeEmail(s.id), kind: 'vless' });
    const wrong = randomUUID();
    await careless.addUser({
      tag: vless.tag,
      email: nodeEmail(s.id),
      account: { protocol: 'vless', id: wrong, flow: '' },
    });
    expect((await t.request('POST', `/api/admin/nodes/${node.id}/resync`, { token: r.adminToken })).status).toBe(200);
    await runWorkerPass(t.app.services);
    expect(copies(vless.tag, nodeEmail(s.id)).map((u) => u.id)).toEqual([await uuidOf(s.id)]);
  });
});
