import path from 'node:path';
import type { Nas, Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreeradius } from '../../test/freeradius.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { noteSecret } from '../../test/log-scan.js';

const NAS_SECRET = 'simul-nas-secret-4410';
noteSecret(NAS_SECRET);

describe.each(DIALECTS)('Simultaneous-Use enforced by a real FreeRADIUS against radacct (%s)', (dialect) => {
  let t: TestApp;
  let radius: Awaited<ReturnType<typeof startFreeradius>>;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let packageId: number;
  const database = () =>
    t.databaseEnv.DATABASE_URL
      ? ({ dialect: 'postgres', database: new URL(t.databaseEnv.DATABASE_URL).pathname.slice(1) } as const)
      : ({ dialect: 'sqlite', file: path.join(t.databaseEnv.DATA_DIR ?? '', 'pishkhan.sqlite') } as const);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    radius = await startFreeradius(database());
    r = await freshReseller(t, 10_000_000);
    packageId = await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN');
  });
  afterAll(async () => {
    await radius?.stop();
    await t?.close();
  });

  /** A service of the OpenVPN package bought while the package allows `limit` sessions at once. */
  const buyWithLimit = async (limit: number) => {
    await t.db.updateTable('packages').set({ simultaneous_limit: limit }).where('id', '=', packageId).execute();
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    return bought.body[0] as Service;
  };
  const checks = (username: string) => t.app.services.radius.checks(username);
  const simultaneousUse = async (username: string) =>
    (await checks(username)).filter((c) => c.attribute === 'Simultaneous-Use').map((c) => `${c.op} ${c.value}`);

  it('a limit of 1: a second session is refused while the first is open, and accepted after its Stop', async () => {
    const s = await buyWithLimit(1);
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
    const first = radius.session(s.email, `simul-a-${s.id}`, 1);
    expect(await first('Start')).toBe(true);

    // The NAS asks for a second login of the same account: FreeRADIUS counts one open radacct row, the limit is 1.
    expect(await radius.authenticate(s.email, s.password)).toBe(false);

    expect(await first('Stop', 1000)).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
  });

  it('a limit of 2 lets two sessions in and refuses the third; no limit lets any number in', async () => {
    const s = await buyWithLimit(2);
    expect(await simultaneousUse(s.email)).toEqual([':= 2']);
    expect(await radius.session(s.email, `simul-b1-${s.id}`, 1)('Start')).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
    expect(await radius.session(s.email, `simul-b2-${s.id}`, 2)('Start')).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(false);

    const free = await buyWithLimit(0);
    expect(await simultaneousUse(free.email)).toEqual([]);
    for (const port of [1, 2, 3])
      expect(await radius.session(free.email, `free-${port}-${free.id}`, port)('Start')).toBe(true);
    expect(await radius.authenticate(free.email, free.password)).toBe(true);
  });

  it('stays written through switch-off and on, a renewal and a change the reseller makes', async () => {
    const s = await buyWithLimit(1);
    const post = (p: string, body: Record<string, unknown>) => t.request<Service>('POST', p, { token: r.token, body });
    expect((await post('/api/services/changestatus', { service_id: s.id, banned: true })).status).toBe(200);
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
    expect((await post('/api/services/changestatus', { service_id: s.id, banned: false })).status).toBe(200);
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
    const reset = await post('/api/services/resetpass', { service_id: s.id });
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
    expect(await radius.authenticate(s.email, reset.body.password)).toBe(true);
  });

  it('a limit the reseller lowers is written at once, and FreeRADIUS holds the account to it', async () => {
    const s = await buyWithLimit(3);
    expect(await simultaneousUse(s.email)).toEqual([':= 3']);
    const lowered = await t.request<Service>('POST', '/api/services/limits', {
      token: r.token,
      body: { service_id: s.id, device_limit: 0, simultaneous_limit: 1 },
    });
    expect(lowered.status).toBe(200);
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
    expect(await radius.session(s.email, `simul-low-${s.id}`, 1)('Start')).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
    // Above the package's limit is refused and writes nothing.
    const raised = await t.request('POST', '/api/services/limits', {
      token: r.token,
      body: { service_id: s.id, device_limit: 0, simultaneous_limit: 4 },
    });
    expect(raised.status).toBe(422);
    expect(await simultaneousUse(s.email)).toEqual([':= 1']);
  });

  it('is enforced for a NAS of any type from the nas table: the count decides, not checkrad', async () => {
    const nas = await t.request<Nas>('POST', '/api/admin/nas', {
      token: r.adminToken,
      body: { nasname: '127.0.0.1', shortname: 'ovpn-simul', type: 'openvpn', secret: NAS_SECRET },
    });
    expect(nas.status).toBe(200);
    const s = await buyWithLimit(1);
    const fromTable = await startFreeradius(database(), { clientsFromDatabase: true });
    try {
      expect(await fromTable.authenticate(s.email, s.password, NAS_SECRET)).toBe(true);
      const started = await fromTable.account(
        {
          'User-Name': s.email,
          'Acct-Session-Id': `simul-nas-${s.id}`,
          'NAS-IP-Address': '127.0.0.1',
          'NAS-Port': 7,
          'Acct-Status-Type': 'Start',
        },
        NAS_SECRET,
      );
      expect(started).toBe(true);
      // checkrad knows no "openvpn" type: with the stock simul_verify_query FreeRADIUS would let this login through.
      expect(await fromTable.authenticate(s.email, s.password, NAS_SECRET)).toBe(false);
    } finally {
      await fromTable.stop();
      await t.request('DELETE', `/api/admin/nas/${nas.body.id}`, { token: r.adminToken });
    }
  });
});
