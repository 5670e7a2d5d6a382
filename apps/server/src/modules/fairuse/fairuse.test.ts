import type { IpInfoSchema, Notification, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nodeEmail } from '../../integrations/core/accounts.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

type IpInfo = z.infer<typeof IpInfoSchema>;

// Decision 107: a service's simultaneous Xray addresses are judged over a window (defaults: 10 minutes, 6 of them over
// the limit), never on one sample; sustained → a warning, sustained a window later → a 30-minute pause that ends by
// itself. The stand-in's online lists hold an address while a connection from it is open, as Xray's do.
describe.each(DIALECTS)('fair use of Xray addresses (%s)', (dialect) => {
  let t: TestApp;
  let core: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let nodeId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    core = await startXrayStandin({ inbounds: [{ tag: 'xray-vless', protocol: 'vless' }] });
    r = await freshReseller(t, 20_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    nodeId = await serveGroupOnNode(t, r.adminToken, { ...core, protocol: 'vless', core: 'xray' }, packageId);
    await runWorkerPass(t.app.services);
  });
  afterAll(async () => {
    await core?.stop();
    await t?.close();
  });

  /** A service of one address at once (the reseller's limit, set as the devices part's column holds it). */
  const buy = async (limit = 1) => {
    const res = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(res.status).toBe(200);
    const s = res.body[0] as Service;
    await t.db.updateTable('services').set({ simultaneous_limit: limit }).where('id', '=', s.id).execute();
    await t.app.services.provisioning.runJobs();
    return s;
  };
  const seconds = () => Math.floor(t.clock.now().getTime() / 1000);
  /** A minute passes; each address in `active` opens a connection in it (as a client in use does); then a worker pass. */
  let lastConnection = 0;
  const minute = async (s: Service, active: string[]) => {
    t.clock.advance(60);
    lastConnection = seconds();
    for (const ip of active) core.connect(nodeEmail(s.id), ip, lastConnection);
    await runWorkerPass(t.app.services);
  };
  const ips = async (s: Service) =>
    (await t.request<IpInfo>('POST', '/api/services/getip', { token: r.token, body: { service_id: s.id } })).body;
  const kinds = async (s: Service) => (await ips(s)).fairuse?.events.map((e) => e.kind).reverse();
  const onNode = (s: Service) => core.users('xray-vless').some((u) => u.email === nodeEmail(s.id));
  const notifications = async () =>
    (await t.request<Notification[]>('GET', '/api/notifications/my', { token: r.token })).body;

  it('under the limit nothing happens, and the dialog shows the live address with when it was last seen', async () => {
    const s = await buy(2);
    for (let i = 0; i < 15; i++) await minute(s, ['5.160.10.20', '37.129.4.5']);
    const info = await ips(s);
    expect(info.fairuse).toEqual({ limit: 2, paused_until: null, events: [] });
    expect(info.online_ips?.map((i) => [i.ip, i.node]).sort()).toEqual([
      ['37.129.4.5', 'آلمان ۱'],
      ['5.160.10.20', 'آلمان ۱'],
    ]);
    expect(info.online_ips?.[0]?.last_seen).toBe(new Date(lastConnection * 1000).toISOString());
    expect(onNode(s)).toBe(true);
  });

  it('a single spike, and a phone changing address every two minutes with its old connections still open, are not judged', async () => {
    const s = await buy(1);
    await minute(s, ['5.160.10.20', '2.176.4.4', '91.92.1.1']);
    for (let i = 0; i < 12; i++) await minute(s, ['5.160.10.20']);
    // Mobile carrier: a new address every two minutes; the old one stays listed (its idle connection is still open).
    for (let i = 0; i < 20; i++) await minute(s, [`37.129.8.${Math.floor(i / 2)}`]);
    expect((await ips(s)).fairuse?.events).toEqual([]);
    expect(onNode(s)).toBe(true);
  });

  it('sustained use from more addresses warns, then pauses the service off its node, which comes back by itself', async () => {
    const s = await buy(1);
    const before = (await notifications()).length;
    const both = ['5.160.10.20', '2.176.4.4'];
    for (let i = 0; i < 5; i++) await minute(s, both);
    expect(await kinds(s)).toEqual([]);
    await minute(s, both);
    expect(await kinds(s)).toEqual(['warn']);
    const warned = (await ips(s)).fairuse?.events[0];
    expect(warned).toMatchObject({ kind: 'warn', addresses: 2, limit: 1, ips: ['2.176.4.4', '5.160.10.20'] });
    const told = await notifications();
    expect(told.length).toBe(before + 1);
    expect(told[0]?.body).toContain('از ۲ نشانی هم‌زمان');
    expect(onNode(s)).toBe(true);

    // Still two addresses: a window after the warning, the pause.
    for (let i = 0; i < 9; i++) await minute(s, both);
    expect(await kinds(s)).toEqual(['warn']);
    await minute(s, both);
    expect(await kinds(s)).toEqual(['warn', 'pause']);
    const paused = await ips(s);
    const pause = paused.fairuse?.events[0];
    expect(pause?.until).toBe(paused.fairuse?.paused_until);
    expect(Date.parse(pause?.until ?? '') - Date.parse(pause?.at ?? '')).toBe(30 * 60_000);
    expect(onNode(s)).toBe(false);
    // Not the reseller's switch-off: the service is not banned and its status is unchanged.
    const listed = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(listed.body.data.find((x) => x.id === s.id)).toMatchObject({
      banned: false,
      statuscode: s.statuscode,
      paused_until: pause?.until,
    });
    expect((await notifications())[0]?.title).toBe('توقف موقت سرویس');

    // Passes meanwhile do not put it back early; after 30 minutes it comes back by itself.
    for (let i = 0; i < 29; i++) await minute(s, []);
    expect(onNode(s)).toBe(false);
    await minute(s, []);
    expect(onNode(s)).toBe(true);
    expect(await kinds(s)).toEqual(['warn', 'pause', 'resume']);
    expect((await ips(s)).fairuse?.paused_until).toBeNull();
    const after = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(after.body.data.find((x) => x.id === s.id)?.paused_until).toBeNull();
    expect((await notifications())[0]?.title).toBe('پایان توقف موقت');
  });

  it('another reseller cannot read the entries', async () => {
    const other = await freshReseller(t, 0);
    const s = await buy(1);
    const res = await t.request('POST', '/api/services/getip', { token: other.token, body: { service_id: s.id } });
    expect(res.status).toBe(404);
  });

  it('a V2Ray node is not asked, and the dialog says V2Ray reports no online addresses', async () => {
    const s = await buy(1);
    await t.db.updateTable('nodes').set({ core: 'v2ray' }).where('id', '=', nodeId).execute();
    try {
      const asked = core.calls.length;
      for (let i = 0; i < 12; i++) {
        t.clock.advance(60);
        for (const ip of ['5.160.10.20', '2.176.4.4']) core.connect(nodeEmail(s.id), ip, seconds());
        await t.app.services.fairuse.judge();
      }
      expect(core.calls.slice(asked)).toEqual([]);
      const info = await ips(s);
      expect(info.fairuse?.events).toEqual([]);
      expect(info.no_online_ips).toEqual(['آلمان ۱']);
      expect(info.online_ips).toBeUndefined();
    } finally {
      await t.db.updateTable('nodes').set({ core: 'xray' }).where('id', '=', nodeId).execute();
    }
  });
});
