import type { Service } from '@pishkhan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreeradius } from '../../test/freeradius.js';
import { buyOne, createTestApp, freshReseller, radiusBytes, type TestApp, withPgAdmin } from '../../test/helpers.js';

/** docs/provisioning.md's role for FreeRADIUS on PostgreSQL: only what its queries need, nothing of the panel's. */
const GRANTS = (role: string) => [
  `grant select on radcheck, radreply, radgroupcheck, radgroupreply, radusergroup, nas to ${role}`,
  `grant select, insert, update on radacct to ${role}`,
  `grant select, insert, update on nasreload to ${role}`,
  `grant usage on sequence radacct_radacctid_seq to ${role}`,
];

describe('FreeRADIUS logged in to PostgreSQL as the role docs/provisioning.md grants', () => {
  const role = `pishkhan_radius_${process.pid}`;
  let t: TestApp;
  let radius: Awaited<ReturnType<typeof startFreeradius>>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await withPgAdmin((c) => c.query(`create role ${role} login`));
    for (const grant of GRANTS(role)) await sql.raw(grant).execute(t.db);
    radius = await startFreeradius(
      { dialect: 'postgres', database: new URL(t.databaseEnv.DATABASE_URL ?? '').pathname.slice(1) },
      { login: role },
    );
  });
  afterAll(async () => {
    await radius?.stop();
    await t?.close();
    await withPgAdmin((c) => c.query(`drop role if exists ${role}`));
  });

  it('authenticates, records the sessions, and their traffic becomes the service usage', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
    const account = radius.session(s.email, `role-${s.id}`);
    expect(await account('Start')).toBe(true);
    expect(await account('Interim-Update', 1000)).toBe(true);
    expect(await account('Stop', 2500)).toBe(true);
    const sessions = await t.db.selectFrom('radacct').select(['acctoutputoctets', 'acctstoptime']).execute();
    expect(sessions).toHaveLength(1);
    expect(Number(sessions[0]?.acctoutputoctets)).toBe(2500);
    expect(sessions[0]?.acctstoptime).not.toBeNull();

    await t.app.services.usage.collectUsage();
    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(await radiusBytes(t, s.id)).toBe(2500);
    expect(list.body.data.find((x) => x.id === s.id)?.statuscode).toBe(4);
  });

  it('counts the open sessions for Simultaneous-Use with those grants (a refused count query would let logins through)', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    await t.db.updateTable('services').set({ simultaneous_limit: 1 }).where('id', '=', s.id).execute();
    await t.request('POST', '/api/services/changestatus', {
      token: r.token,
      body: { service_id: s.id, banned: false },
    });
    const account = radius.session(s.email, `role-simul-${s.id}`);
    expect(await account('Start')).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(false);
    expect(await account('Stop', 10)).toBe(true);
    expect(await radius.authenticate(s.email, s.password)).toBe(true);
  });
});
