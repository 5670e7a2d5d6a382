import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOne, createTestApp, DIALECTS, freshReseller, radiusBytes, type TestApp } from '../../test/helpers.js';
import { radiusSessionsCounted } from './0026-radius-sessions-counted.js';

describe.each(DIALECTS)('migration 0026 on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Back to how 0025 left the schema: usage was the accounting's sum less `radius_base`. */
  async function beforeMigration() {
    if (dialect === 'postgres') await sql`drop function radius_counted_gone cascade`.execute(t.db);
    else await sql`drop trigger radius_counted_gone`.execute(t.db);
    await sql`drop table radius_counted`.execute(t.db);
    await sql`alter table services add column radius_base bigint not null default 0`.execute(t.db);
  }

  const counted = async (username: string) =>
    (
      await t.db
        .selectFrom('radius_counted')
        .innerJoin('radacct', 'radacct.acctuniqueid', 'radius_counted.acctuniqueid')
        .select(['radius_counted.acctuniqueid', 'radius_counted.input_octets', 'radius_counted.output_octets'])
        .where('radacct.username', '=', username)
        .orderBy('radius_counted.acctuniqueid')
        .execute()
    ).map((c) => [c.acctuniqueid, Number(c.input_octets), Number(c.output_octets)]);

  it('keeps what the last pass wrote; what it had not read yet, the next pass adds, starting the service; a session counts once whatever happens to its row', async () => {
    const r = await freshReseller(t, 5_000_000);
    const [settled, listed, unstarted, spread] = [
      await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN'),
      await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN'),
      await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN'),
      await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN'),
    ];
    await beforeMigration();
    const session = async (username: string, id: string, input: number, output: number) =>
      t.db
        .insertInto('radacct')
        .values({
          acctsessionid: id,
          acctuniqueid: id,
          username,
          nasipaddress: '127.0.0.1',
          acctinputoctets: input,
          acctoutputoctets: output,
        })
        .execute();
    // settled: 6 000 octets, 2 000 of them before its renewal; the last pass wrote the 4 000 since.
    await session(settled.email, `s1-${settled.id}`, 1000, 1000);
    await session(settled.email, `s2-${settled.id}`, 1000, 3000);
    // listed: 9 000 octets, 1 000 before its renewal; the last pass saw 3 000, then 5 000 more came.
    await session(listed.email, `l1-${listed.id}`, 2000, 7000);
    // unstarted: its first 4 000 octets came after the last pass.
    await session(unstarted.email, `u1-${unstarted.id}`, 0, 4000);
    // spread: 3 800 octets in two sessions, none read yet: more than either session holds.
    await session(spread.email, `p1-${spread.id}`, 500, 1000);
    await session(spread.email, `p2-${spread.id}`, 300, 2000);
    const set = (id: number, values: Record<string, number | string>) =>
      sql`update services set ${sql.join(
        Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${v}`),
      )} where id = ${id}`.execute(t.db);
    const startedAt = t.clock.now().toISOString();
    await set(settled.id, { radius_base: 2000, radius_bytes: 4000, started_at: startedAt });
    await set(listed.id, { radius_base: 1000, radius_bytes: 3000, started_at: startedAt });
    await t.db.deleteFrom('radacct_moved').execute();
    await t.db
      .insertInto('radacct_moved')
      .values([{ username: listed.email }, { username: unstarted.email }, { username: spread.email }])
      .execute();

    await radiusSessionsCounted(dialect).up(t.db as unknown as Kysely<unknown>);
    // Nothing moved yet; what the last pass had not read is left for the next one.
    expect([
      await radiusBytes(t, settled.id),
      await radiusBytes(t, listed.id),
      await radiusBytes(t, unstarted.id),
    ]).toEqual([4000, 3000, 0]);
    expect(await counted(settled.email)).toEqual([
      [`s1-${settled.id}`, 1000, 1000],
      [`s2-${settled.id}`, 1000, 3000],
    ]);
    expect(await counted(listed.email)).toEqual([[`l1-${listed.id}`, 2000, 2000]]);
    expect(await counted(unstarted.email)).toEqual([[`u1-${unstarted.id}`, 0, 0]]);
    expect(await counted(spread.email)).toEqual([
      [`p1-${spread.id}`, 0, 0],
      [`p2-${spread.id}`, 0, 0],
    ]);
    const columns = await sql<{ name: string }>`${
      dialect === 'postgres'
        ? sql`select column_name as name from information_schema.columns where table_name = 'services'`
        : sql`select name from pragma_table_info('services')`
    }`.execute(t.db);
    expect(columns.rows.map((c) => c.name)).not.toContain('radius_base');

    await t.app.services.usage.collectUsage();
    expect([
      await radiusBytes(t, settled.id),
      await radiusBytes(t, listed.id),
      await radiusBytes(t, unstarted.id),
    ]).toEqual([4000, 8000, 4000]);
    expect(await radiusBytes(t, spread.id)).toBe(3800);
    // The day's row splits it as the sessions did: 800 up, 3 000 down.
    const day = await t.db
      .selectFrom('usage_daily')
      .select(['upload_bytes', 'download_bytes'])
      .where('service_id', '=', spread.id)
      .executeTakeFirstOrThrow();
    expect([Number(day.upload_bytes), Number(day.download_bytes)]).toEqual([800, 3000]);
    const started = await t.db
      .selectFrom('services')
      .select('started_at')
      .where('id', '=', unstarted.id)
      .executeTakeFirstOrThrow();
    expect(started.started_at).not.toBeNull();

    // What a session moves after the migration is added once.
    await t.db
      .updateTable('radacct')
      .set({ acctoutputoctets: 3500 })
      .where('acctuniqueid', '=', `s2-${settled.id}`)
      .execute();
    await t.app.services.usage.collectUsage();
    expect(await radiusBytes(t, settled.id)).toBe(4500);
    // The provider deletes the row of an open session; FreeRADIUS's next interim writes the session into a new row with its
    // whole total: only what it grew counts.
    await t.db.deleteFrom('radacct').where('acctuniqueid', '=', `s2-${settled.id}`).execute();
    await t.app.services.usage.collectUsage();
    expect(await radiusBytes(t, settled.id)).toBe(4500);
    await session(settled.email, `s2-${settled.id}`, 1000, 3800);
    await t.app.services.usage.collectUsage();
    expect(await radiusBytes(t, settled.id)).toBe(4800);
  });

  it('forgets a session’s counted figures a month after its row left radacct, not before', async () => {
    const r = await freshReseller(t, 5_000_000);
    const s = await buyOne(t, r.token, 'یک ماهه ۵۰ گیگ OpenVPN');
    for (const id of ['kept', 'gone']) {
      await t.db
        .insertInto('radacct')
        .values({
          acctsessionid: id,
          acctuniqueid: `${id}-${s.id}`,
          username: s.email,
          nasipaddress: '127.0.0.1',
          acctoutputoctets: 100,
        })
        .execute();
    }
    await t.app.services.usage.collectUsage();
    await t.db.deleteFrom('radacct').where('acctuniqueid', '=', `gone-${s.id}`).execute();
    const ids = async () =>
      (
        await t.db
          .selectFrom('radius_counted')
          .select('acctuniqueid')
          .where('acctuniqueid', 'like', `%-${s.id}`)
          .execute()
      )
        .map((c) => c.acctuniqueid)
        .sort();
    t.clock.advance(2 * 86_400);
    try {
      await t.app.services.usage.collectUsage();
      expect(await ids()).toEqual([`gone-${s.id}`, `kept-${s.id}`]);
      t.clock.advance(29 * 86_400);
      await t.app.services.usage.collectUsage();
      expect(await ids()).toEqual([`kept-${s.id}`]);
    } finally {
      t.clock.advance(-31 * 86_400);
    }
    expect(await radiusBytes(t, s.id)).toBe(200);
  });
});
