import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOne, createTestApp, freshReseller, radiusBytes, type TestApp } from '../../test/helpers.js';

/**
 * Decision 048's promise on PostgreSQL: an accounting write that commits while a usage pass takes its account off the
 * list is counted by that pass or listed for the next, whatever the order. FreeRADIUS's write is played on a
 * connection of its own, held open across the pass.
 */
describe('RADIUS usage on PostgreSQL while FreeRADIUS writes', () => {
  let t: TestApp;
  let freeradius: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    freeradius = new pg.Client({ connectionString: t.databaseEnv.DATABASE_URL });
    await freeradius.connect();
  });
  afterAll(async () => {
    await freeradius?.end();
    await t?.close();
  });

  it('an interim update committed during a pass is counted', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    const interim = (octets: number) =>
      freeradius.query('update radacct set acctoutputoctets = $1 where acctuniqueid = $2', [octets, `race-${s.id}`]);
    await freeradius.query(
      `insert into radacct (acctsessionid, acctuniqueid, username, nasipaddress, acctstarttime, acctoutputoctets)
       values ($1, $1, $2, '127.0.0.1', now(), 100)`,
      [`race-${s.id}`, s.email],
    );
    // Listed by the start and not yet taken: the interim below finds the account on the list already.
    await freeradius.query('begin');
    await interim(700);
    const pass = t.app.services.usage.collectUsage();
    let passed = false;
    void pass.then(() => {
      passed = true;
    });
    // Until the pass has finished, or waits for the interim's transaction.
    for (;;) {
      const waiting = await t.db
        .selectFrom('pg_stat_activity' as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('wait_event_type' as never, '=', 'Lock' as never)
        .executeTakeFirstOrThrow();
      if (passed || Number(waiting.n) > 0) break;
    }
    await freeradius.query('commit');
    await pass;
    await t.app.services.usage.collectUsage();
    expect(await radiusBytes(t, s.id)).toBe(700);
  });
});
