import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Nas, Service } from '@pishkhan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendDisconnect } from '../../integrations/radius/disconnect.js';
import { type NasStandin, startNasStandin } from '../../test/fakes/nas-standin.js';
import { startFreeradius } from '../../test/freeradius.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  simulateUsage,
  type TestApp,
} from '../../test/helpers.js';
import { noteSecret } from '../../test/log-scan.js';

const NAS_SECRET = 'coa-shared-secret-5176';
noteSecret(NAS_SECRET);

describe.each(DIALECTS)('Disconnect-Request (RFC 5176) to the NAS of each open session (%s)', (dialect) => {
  let t: TestApp;
  let radius: Awaited<ReturnType<typeof startFreeradius>>;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  let nas: NasStandin;
  let nasId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    radius = await startFreeradius(
      t.databaseEnv.DATABASE_URL
        ? { dialect: 'postgres', database: new URL(t.databaseEnv.DATABASE_URL).pathname.slice(1) }
        : { dialect: 'sqlite', file: path.join(t.databaseEnv.DATA_DIR ?? '', 'pishkhan.sqlite') },
      { coa: true },
    );
    r = await freshReseller(t, 10_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN');
    nas = await startNasStandin({ secret: NAS_SECRET });
    const created = await t.request<Nas>('POST', '/api/admin/nas', {
      token: r.adminToken,
      body: { nasname: '127.0.0.1', shortname: 'nas-standin', secret: NAS_SECRET, coa_port: nas.port },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      coa_port: nas.port,
      last_disconnect: '',
      last_disconnect_username: '',
      last_disconnect_at: null,
    });
    nasId = created.body.id;
  });
  afterEach(async () => {
    await t.app.services.radius.settle();
    nas.received.length = 0;
    // Back to the right secret and port for the next test.
    await t.request('PUT', `/api/admin/nas/${nasId}`, {
      token: r.adminToken,
      body: { secret: NAS_SECRET, coa_port: nas.port },
    });
  });
  afterAll(async () => {
    await nas?.close();
    await radius?.stop();
    await t?.close();
  });

  const buy = async () =>
    (
      await t.request<Service[]>('POST', '/api/services', {
        token: r.token,
        body: { package_id: packageId, servicewithoutphone: true },
      })
    ).body[0] as Service;
  /** A session the NAS opened: FreeRADIUS writes its Start to radacct, and the NAS holds it. */
  const open = async (s: Service, id: string, framed: string, held = true) => {
    const started = await radius.account({
      'User-Name': s.email,
      'Acct-Session-Id': id,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Framed-IP-Address': framed,
      'Acct-Status-Type': 'Start',
    });
    expect(started).toBe(true);
    if (held) nas.hold({ username: s.email, sessionId: id, framedAddress: framed });
  };
  const switchOff = (s: Service) =>
    t.request<Service>('POST', '/api/services/changestatus', {
      token: r.token,
      body: { service_id: s.id, banned: true },
    });
  const nasEntry = async () =>
    (await t.request<Nas[]>('GET', '/api/admin/nas', { token: r.adminToken })).body.find((n) => n.id === nasId);

  it('a switch-off sends the NAS a Disconnect-Request signed with its secret, naming the session; the NAS ends it', async () => {
    const s = await buy();
    await open(s, `coa-a-${s.id}`, '10.8.0.21');
    const other = await buy();
    await open(other, `coa-other-${other.id}`, '10.8.0.22');

    expect((await switchOff(s)).status).toBe(200);
    await t.app.services.radius.settle();

    expect(nas.received).toEqual([
      expect.objectContaining({
        code: 40,
        signed: true,
        username: s.email,
        sessionId: `coa-a-${s.id}`,
        nasAddress: '127.0.0.1',
        framedAddress: '10.8.0.21',
        answer: 'ack',
      }),
    ]);
    expect(nas.received[0]?.eventTimestamp).toBeGreaterThan(Date.now() / 1000 - 3600);
    // Only the switched-off account's session ended on the NAS.
    expect(nas.sessions.map((x) => x.username)).toEqual([other.email]);
    const entry = await nasEntry();
    expect(entry).toMatchObject({ last_disconnect: 'اتصال قطع شد', last_disconnect_username: s.email });
    expect(entry?.last_disconnect_at).not.toBeNull();
  });

  it('a session the NAS does not hold: Disconnect-NAK with Error-Cause 503, shown in Persian on the NAS entry', async () => {
    const s = await buy();
    await open(s, `coa-gone-${s.id}`, '10.8.0.31', false);
    expect((await switchOff(s)).status).toBe(200);
    await t.app.services.radius.settle();
    expect(nas.received).toEqual([expect.objectContaining({ signed: true, answer: 'nak', errorCause: 503 })]);
    expect(await nasEntry()).toMatchObject({
      last_disconnect: 'سرور قطع اتصال را نپذیرفت: سرور چنین نشستی ندارد (کد ۵۰۳)',
      last_disconnect_username: s.email,
    });
  });

  it('a wrong secret gets silence: sent three times, recorded, and the switch-off did not wait for it', async () => {
    await t.request('PUT', `/api/admin/nas/${nasId}`, {
      token: r.adminToken,
      body: { secret: 'not-the-nas-secret' },
    });
    const s = await buy();
    await open(s, `coa-silent-${s.id}`, '10.8.0.41');
    const off = await switchOff(s);
    expect(off.status).toBe(200);
    expect(off.body.statuscode).not.toBe(4);
    // Answered before the first try timed out: the outcome is not recorded yet.
    expect((await nasEntry())?.last_disconnect).not.toContain('پاسخی نداد');
    await t.app.services.radius.settle();
    expect(nas.received).toHaveLength(3);
    expect(nas.received.every((x) => !x.signed && x.answer === 'none')).toBe(true);
    expect((await nasEntry())?.last_disconnect).toBe('سرور پاسخی نداد (۳ بار فرستاده شد)');
    // The NAS still holds it; FreeRADIUS refuses the account's next login.
    expect(nas.sessions.some((x) => x.username === s.email)).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
  });

  it('a deleted service is disconnected too', async () => {
    const s = await buy();
    await open(s, `coa-del-${s.id}`, '10.8.0.51');
    expect((await t.request('DELETE', `/api/services/${s.id}`, { token: r.token })).status).toBe(200);
    await t.app.services.radius.settle();
    expect(nas.received).toEqual([expect.objectContaining({ username: s.email, answer: 'ack' })]);
  });

  it('expiry and the end of traffic found by the usage pass disconnect the sessions', async () => {
    const expiring = await buy();
    await open(expiring, `coa-exp-${expiring.id}`, '10.8.0.61');
    await simulateUsage(t, expiring.id, { startedDaysAgo: 31, usedGb: 1 });
    const heavy = await buy();
    await open(heavy, `coa-gb-${heavy.id}`, '10.8.0.62');
    // 51 × 4 GiB down in one Interim-Update: past the package's 50 GB.
    const interim = await radius.account({
      'User-Name': heavy.email,
      'Acct-Session-Id': `coa-gb-${heavy.id}`,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Framed-IP-Address': '10.8.0.62',
      'Acct-Status-Type': 'Interim-Update',
      'Acct-Output-Gigawords': 51,
    });
    expect(interim).toBe(true);

    await t.app.services.usage.collectUsage();
    await t.app.services.radius.settle();
    expect(nas.received.map((x) => [x.username, x.answer]).sort()).toEqual(
      [
        [expiring.email, 'ack'],
        [heavy.email, 'ack'],
      ].sort(),
    );
    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(list.body.data.find((x) => x.id === expiring.id)?.statuscode).toBe(2);
    expect(list.body.data.find((x) => x.id === heavy.id)?.statuscode).toBe(3);
  });

  it("the CoA port is the admin's to set, 3799 unless given, and checked", async () => {
    const created = await t.request<Nas>('POST', '/api/admin/nas', {
      token: r.adminToken,
      body: { nasname: '10.1.2.3', shortname: 'nas-default-port', secret: 'another-secret-11' },
    });
    expect(created.body.coa_port).toBe(3799);
    const bad = await t.request<{ errors: string[] }>('PUT', `/api/admin/nas/${created.body.id}`, {
      token: r.adminToken,
      body: { coa_port: 70000 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['درگاه قطع اتصال بین ۱ و ۶۵۵۳۵ است']);
    await t.request('DELETE', `/api/admin/nas/${created.body.id}`, { token: r.adminToken });
  });

  it('what the panel sends is what a real Dynamic Authorization server takes: FreeRADIUS ACKs it, and drops it under a wrong secret', async () => {
    const target = {
      host: '127.0.0.1',
      port: radius.coaPort ?? 0,
      secret: radius.secret,
      username: 'pk-interop',
      sessionId: 'interop-1',
      nasAddress: '127.0.0.1',
      framedAddress: '10.8.0.71',
    };
    expect(await sendDisconnect(target, { timeoutMs: 1000, tries: 2 })).toEqual({ answer: 'ack' });
    expect(await sendDisconnect({ ...target, secret: 'not-the-secret' }, { timeoutMs: 300, tries: 2 })).toEqual({
      answer: 'none',
      tries: 2,
    });
  });

  it("the stand-in answers FreeRADIUS's radclient as a NAS does: ACK, then NAK 503, and nothing under a wrong secret", async () => {
    const radclient = async (secret: string) => {
      const p = spawn('radclient', ['-x', '-t', '1', '-r', '1', `127.0.0.1:${nas.port}`, 'disconnect', secret]);
      let out = '';
      p.stdout.on('data', (d) => {
        out += String(d);
      });
      p.stderr.on('data', (d) => {
        out += String(d);
      });
      p.stdin.end('User-Name = "pk-radclient"\nAcct-Session-Id = "rc-1"\nNAS-IP-Address = 127.0.0.1\n');
      await new Promise((resolve) => p.once('close', resolve));
      return out;
    };
    nas.hold({ username: 'pk-radclient', sessionId: 'rc-1' });
    // radclient checks the Response Authenticator against its request and the secret.
    expect(await radclient(NAS_SECRET)).toMatch(/Received Disconnect-ACK/);
    expect(nas.sessions.some((x) => x.username === 'pk-radclient')).toBe(false);
    const again = await radclient(NAS_SECRET);
    expect(again).toMatch(/Received Disconnect-NAK/);
    expect(again).toMatch(/Error-Cause = Session-Context-Not-Found/);
    expect(await radclient('not-the-nas-secret')).toMatch(/No reply from server/);
  });
});
