import path from 'node:path';
import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreeradius } from '../../test/freeradius.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';

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

  it('accounting start and stop move the online state and addresses /getip shows', async () => {
    const s = await buy();
    const session = {
      'User-Name': s.email,
      'Acct-Session-Id': `sess-${s.id}`,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
    };
    expect(await radius.account({ ...session, 'Acct-Status-Type': 'Start', 'Framed-IP-Address': '10.8.0.6' })).toBe(
      true,
    );
    const online = await post('/api/services/getip', { service_id: s.id });
    expect(online.body).toEqual({
      online: true,
      servers: ['127.0.0.1'],
      ips: [{ ip: '10.8.0.6', provider: 'نامشخص' }],
    });
    expect(
      await radius.account({
        ...session,
        'Acct-Status-Type': 'Stop',
        'Framed-IP-Address': '10.8.0.6',
        'Acct-Input-Octets': 1000,
        'Acct-Output-Octets': 5000,
        'Acct-Session-Time': 60,
      }),
    ).toBe(true);
    expect((await post('/api/services/getip', { service_id: s.id })).body).toEqual({
      online: false,
      servers: [],
      ips: [],
    });
  });
});
