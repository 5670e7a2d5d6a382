import type { Node, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEmail } from '../../integrations/core/accounts.js';
import { createV2rayApi } from '../../integrations/v2ray/v2ray-api.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  putPackageOnNodes,
  type TestApp,
} from '../../test/helpers.js';
import { freePort, startV2rayOnConfig } from '../../test/v2ray-node.js';
import { runWorkerPass } from '../../worker.js';

type Json = Record<string, unknown>;

/**
 * The node's file is installed as it is downloaded (decision 092): the API listens where the panel reaches it and
 * nowhere else, the inbounds where the node says, and the real V2Ray 4.34 runs it with no edit.
 */
describe.each(DIALECTS)('the downloaded file runs as is (%s)', (dialect) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let core: { apiAddress: string; stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = await freshReseller(t, 20_000_000);
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  it('an API reached through loopback listens on loopback; the panel adds its users there', async () => {
    const [apiPort, port] = [await freePort(), await freePort()];
    const made = await t.request<Node>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'تونل',
        api_address: `127.0.0.1:${apiPort}`,
        host: 'nl.example.com',
        inbounds: [{ tag: 'vmess-ws', protocol: 'vmess', port, transport: 'ws', path: '/vm' }],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect([made.body.api_listen, made.body.inbound_listen, made.body.warnings]).toEqual(['127.0.0.1', '0.0.0.0', []]);

    const file = await t.request<Json>('GET', `/api/admin/nodes/${made.body.id}/config`, { token: r.adminToken });
    expect(file.status).toBe(200);
    const listens = (file.body.inbounds as Json[]).map((i) => [i.tag, i.listen]);
    expect(listens).toEqual([
      ['api', '127.0.0.1'],
      ['vmess-ws', '0.0.0.0'],
    ]);
    core = await startV2rayOnConfig(file.body, { apiPort, ports: [port] });

    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    await putPackageOnNodes(t, r.adminToken, packageId, [made.body.id]);
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    await runWorkerPass(t.app.services);
    const listed = (await t.request<Node[]>('GET', '/api/admin/nodes', { token: r.adminToken })).body.find(
      (n) => n.id === made.body.id,
    );
    expect(listed?.status).toBe('up');
    // The user is on the real core: adding it again is refused as held.
    const api = createV2rayApi({ address: core.apiAddress });
    try {
      const account = { protocol: 'vmess', id: '00000000-0000-4000-8000-000000000000' } as const;
      const email = nodeEmail((bought.body[0] as Service).id);
      expect(await api.addUser({ tag: 'vmess-ws', email, account })).toBe('exists');
    } finally {
      api.close();
    }
  });

  it('an API reached across the internet listens nowhere open by default, and the screen says why', async () => {
    const made = await t.request<Node>('POST', '/api/admin/nodes', {
      token: r.adminToken,
      body: {
        name: 'دور',
        api_address: '5.6.7.8:10085',
        host: 'de.example.com',
        active: false,
        inbounds: [{ tag: 'vmess-ws', protocol: 'vmess', port: 443, transport: 'ws', path: '/vm' }],
      },
    });
    expect(made.status).toBe(200);
    expect(made.body.api_listen).toBe('127.0.0.1');
    expect(made.body.warnings).toEqual([expect.stringMatching(/^API روی 127\.0\.0\.1 گوش می‌دهد .* جز از راه تونل/)]);
    const open = await t.request<Node>('PUT', `/api/admin/nodes/${made.body.id}`, {
      token: r.adminToken,
      body: { api_listen: '0.0.0.0', inbound_listen: '::' },
    });
    expect(open.status).toBe(200);
    expect(open.body.warnings).toEqual([expect.stringMatching(/دیوار آتش/)]);
    const file = await t.request<Json>('GET', `/api/admin/nodes/${made.body.id}/config`, { token: r.adminToken });
    expect((file.body.inbounds as Json[]).map((i) => i.listen)).toEqual(['0.0.0.0', '::']);
    const bad = await t.request<{ errors: string[] }>('PUT', `/api/admin/nodes/${made.body.id}`, {
      token: r.adminToken,
      body: { api_listen: 'everywhere' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.join(' ')).toMatch(/نشانی گوش‌دادن API باید یک IP باشد/);
  });
});
