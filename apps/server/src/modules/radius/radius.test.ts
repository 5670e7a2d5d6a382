import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreeradius } from '../../test/freeradius.js';
import {
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  radiusBytes,
  type TestApp,
} from '../../test/helpers.js';

describe.each(DIALECTS)('RADIUS accounts in a real FreeRADIUS on %s', (dialect) => {
  let t: TestApp;
  let radius: Awaited<ReturnType<typeof startFreeradius>>;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    radius = await startFreeradius(
      t.databaseEnv.DATABASE_URL
        ? { dialect: 'postgres', database: new URL(t.databaseEnv.DATABASE_URL).pathname.slice(1) }
        : { dialect: 'sqlite', file: path.join(t.databaseEnv.DATA_DIR ?? '', 'pishkhan.sqlite') },
    );
    r = await freshReseller(t, 5_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN');
  });
  afterAll(async () => {
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
  const post = (p: string, body: Record<string, unknown>) => t.request<Service>('POST', p, { token: r.token, body });

  it('accepts a new account at once, and only with its password', async () => {
    const s = await buy();
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
    expect(await radius.authenticate(s.email, 'not-the-password')).toBe(false);
  });

  it('rejects an account turned off, and accepts it again when turned on', async () => {
    const s = await buy();
    await post('/api/services/changestatus', { service_id: s.id, banned: true });
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
    await post('/api/services/changestatus', { service_id: s.id, banned: false });
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
  });

  it('a password reset changes what FreeRADIUS accepts at once', async () => {
    const s = await buy();
    const reset = await post('/api/services/resetpass', { service_id: s.id });
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
    expect(await radius.authenticate(s.email, reset.body.password)).toBe(true);
  });

  it('a deleted account is rejected', async () => {
    const s = await buy();
    await t.request('DELETE', `/api/services/${s.id}`, { token: r.token });
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
  });

  it('accounting start, interim and stop move usage, the online state and the addresses /getip shows', async () => {
    const imported = await t.request('POST', '/api/admin/ipranges/import', {
      token: r.adminToken,
      body: { text: '5.160.0.0/16,ایرانسل\n2.176.0.0/12,مخابرات' },
    });
    expect(imported.status).toBe(200);
    const s = await buy();
    const session = (id: string, from: string) => ({
      'User-Name': s.email,
      'Acct-Session-Id': `${id}-${s.id}`,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Calling-Station-Id': from,
      'Framed-IP-Address': '10.8.0.6',
    });
    const ips = () => t.request('POST', '/api/services/getip', { token: r.token, body: { service_id: s.id } });
    const usedBytes = async () => {
      await t.app.services.usage.collectUsage();
      const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
      return { bytes: await radiusBytes(t, s.id), service: list.body.data.find((x) => x.id === s.id) as Service };
    };

    expect(await radius.account({ ...session('a', '5.160.10.20'), 'Acct-Status-Type': 'Start' })).toBe(true);
    expect(await radius.account({ ...session('b', '203.0.113.9'), 'Acct-Status-Type': 'Start' })).toBe(true);
    expect((await ips()).body).toEqual({
      online: true,
      servers: ['127.0.0.1'],
      ips: [
        { ip: '5.160.10.20', provider: 'ایرانسل' },
        { ip: '203.0.113.9', provider: 'نامشخص' },
      ],
    });

    const octets = (input: number, output: number) => ({ 'Acct-Input-Octets': input, 'Acct-Output-Octets': output });
    expect(
      await radius.account({
        ...session('a', '5.160.10.20'),
        'Acct-Status-Type': 'Interim-Update',
        ...octets(1000, 9000),
      }),
    ).toBe(true);
    const interim = await usedBytes();
    expect(interim.bytes).toBe(10_000);
    // First traffic starts the period.
    expect(interim.service.statuscode).toBe(4);

    for (const [id, from] of [
      ['a', '5.160.10.20'],
      ['b', '203.0.113.9'],
    ] as const) {
      expect(
        await radius.account({
          ...session(id, from),
          'Acct-Status-Type': 'Stop',
          ...octets(2000, 18_000),
          'Acct-Session-Time': 60,
        }),
      ).toBe(true);
    }
    expect((await usedBytes()).bytes).toBe(40_000);
    expect((await ips()).body).toEqual({ online: false, servers: [], ips: [] });
  });

  it('each pass counts what moved since the last: a session that came and went between two, one that stopped, one still open', async () => {
    await t.app.services.usage.collectUsage();
    const [brief, stopping, open] = [await buy(), await buy(), await buy()];
    const session = (s: Service, status: string, output = 0) =>
      radius.session(s.email, `moved-${s.id}`, 3)(status, output);
    const used = async () => {
      await t.app.services.usage.collectUsage();
      const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
      const rows = await t.db
        .selectFrom('services')
        .select(['id', 'radius_bytes'])
        .where('id', 'in', [brief.id, stopping.id, open.id])
        .execute();
      const bytes = new Map(rows.map((row) => [row.id, Number(row.radius_bytes)]));
      return [brief, stopping, open].map((s) => ({
        bytes: bytes.get(s.id),
        status: list.body.data.find((x) => x.id === s.id)?.statuscode,
      }));
    };

    expect(await session(brief, 'Start')).toBe(true);
    expect(await session(brief, 'Stop', 3000)).toBe(true);
    expect(await session(stopping, 'Start')).toBe(true);
    expect(await session(stopping, 'Interim-Update', 1000)).toBe(true);
    expect(await used()).toEqual([
      { bytes: 3000, status: 4 },
      { bytes: 1000, status: 4 },
      { bytes: 0, status: 1 },
    ]);

    expect(await session(stopping, 'Stop', 7000)).toBe(true);
    expect(await session(open, 'Start')).toBe(true);
    expect(await session(open, 'Interim-Update', 500)).toBe(true);
    expect(await used()).toEqual([
      { bytes: 3000, status: 4 },
      { bytes: 7000, status: 4 },
      { bytes: 500, status: 4 },
    ]);

    expect(await session(open, 'Interim-Update', 800)).toBe(true);
    expect((await used())[2]).toEqual({ bytes: 800, status: 4 });
  });

  it('octets written into a session the NAS closed (a late Stop after Accounting-On) are counted at the next pass', async () => {
    const s = await buy();
    const account = radius.session(s.email, `late-${s.id}`, 4);
    const used = async () => {
      await t.app.services.usage.collectUsage();
      return radiusBytes(t, s.id);
    };
    expect(await account('Start')).toBe(true);
    expect(await account('Interim-Update', 1000)).toBe(true);
    expect(await used()).toBe(1000);
    // The NAS restarts: FreeRADIUS closes every session it had open there.
    expect(
      await radius.account({
        'Acct-Status-Type': 'Accounting-On',
        'NAS-IP-Address': '127.0.0.1',
        'Acct-Session-Id': 'on',
      }),
    ).toBe(true);
    expect(await used()).toBe(1000);
    // The Stop of that session arrives after it, into the closed row.
    expect(await account('Stop', 9000)).toBe(true);
    expect(await used()).toBe(9000);
  });

  it('the usage chart shows RADIUS traffic, upload and download apart, and a purge of old accounting lowers nothing', async () => {
    const s = await buy();
    const GIB = 2 ** 30;
    // 1 and 2 gigawords: 4 GiB from the user, 8 GiB to them.
    const sessionOf = (id: string) => ({ 'User-Name': s.email, 'Acct-Session-Id': `${id}-${s.id}`, 'NAS-Port': 5 });
    const move = (id: string, status: string, up: number, down: number) =>
      radius.account({
        ...sessionOf(id),
        'NAS-IP-Address': '127.0.0.1',
        'Acct-Status-Type': status,
        'Acct-Input-Gigawords': up,
        'Acct-Output-Gigawords': down,
      });
    const chart = async () => {
      await t.app.services.usage.collectUsage();
      const stats = await t.request<Array<{ day: string; ugb: number; dgb: number }>>(
        'POST',
        '/api/services/getuserstat',
        { token: r.token, body: { service_id: s.id } },
      );
      return { bytes: await radiusBytes(t, s.id), days: stats.body.map(({ ugb, dgb }) => ({ ugb, dgb })) };
    };

    expect(await move('a', 'Start', 0, 0)).toBe(true);
    expect(await move('a', 'Interim-Update', 1, 2)).toBe(true);
    expect(await chart()).toEqual({ bytes: 12 * GIB, days: [{ ugb: 4, dgb: 8 }] });
    expect(await move('a', 'Stop', 1, 3)).toBe(true);
    expect(await chart()).toEqual({ bytes: 16 * GIB, days: [{ ugb: 4, dgb: 12 }] });

    // The provider clears finished sessions' accounting: what they used stays used.
    await t.db.deleteFrom('radacct').where('username', '=', s.email).execute();
    expect(await chart()).toEqual({ bytes: 16 * GIB, days: [{ ugb: 4, dgb: 12 }] });
    expect(await move('b', 'Start', 0, 0)).toBe(true);
    expect(await move('b', 'Interim-Update', 0, 1)).toBe(true);
    expect(await chart()).toEqual({ bytes: 20 * GIB, days: [{ ugb: 4, dgb: 16 }] });
  });

  it('a renewal starts from zero: a session open across it counts only what it moves after; octets written lower add nothing', async () => {
    const s = await buy();
    const account = radius.session(s.email, `renew-${s.id}`, 6);
    const used = async () => {
      await t.app.services.usage.collectUsage();
      return radiusBytes(t, s.id);
    };
    expect(await account('Start')).toBe(true);
    expect(await account('Interim-Update', 5000)).toBe(true);
    expect(await used()).toBe(5000);
    const renewed = await post('/api/services/charge', { service_id: s.id, package_id: packageId });
    expect(renewed.status).toBe(200);
    expect(await used()).toBe(0);
    expect(await account('Interim-Update', 7000)).toBe(true);
    expect(await used()).toBe(2000);

    // The row of the session written with less than before (a Start sent again): nothing to add, and the next interim
    // counts only what passes the most the session had reported.
    await t.db
      .updateTable('radacct')
      .set({ acctoutputoctets: 100 })
      .where('acctuniqueid', 'in', t.db.selectFrom('radacct').select('acctuniqueid').where('username', '=', s.email))
      .execute();
    expect(await used()).toBe(2000);
    expect(await account('Interim-Update', 7500)).toBe(true);
    expect(await used()).toBe(2500);
  });

  it('an account whose traffic ran out, or whose period ended, is rejected at the next collection', async () => {
    const finished = await buy();
    const expiring = await buy();
    const start = (s: Service) => ({
      'User-Name': s.email,
      'Acct-Session-Id': `use-${s.id}`,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 2,
    });
    // 13 gigawords (2^32 bytes each) are past the package's 50 GB.
    for (const [s, gigawords] of [
      [finished, 13],
      [expiring, 0],
    ] as const) {
      expect(await radius.account({ ...start(s), 'Acct-Status-Type': 'Start' })).toBe(true);
      expect(
        await radius.account({
          ...start(s),
          'Acct-Status-Type': 'Stop',
          'Acct-Output-Octets': 5000,
          'Acct-Output-Gigawords': gigawords,
        }),
      ).toBe(true);
    }
    await t.app.services.usage.collectUsage();
    expect(await radius.authenticate(finished.email, finished.password)).toBe(false);
    expect(await radius.authenticate(expiring.email, expiring.password)).toBe(true);
    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(list.body.data.find((x) => x.id === finished.id)?.statuscode).toBe(3);

    t.clock.advance(31 * 86_400);
    await t.app.services.usage.collectUsage();
    expect(await radius.authenticate(expiring.email, expiring.password)).toBe(false);
  });
});
