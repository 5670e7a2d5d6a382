import type { Service } from '@pishkhan/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { radiusUsageMoved } from './0024-radius-usage-moved.js';

describe.each(DIALECTS)('migration 0024 on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the accounts with accounting; a live unused service with traffic starts its 30 days now, one without traffic or deleted stays as it was', async () => {
    const r = await freshReseller(t, 5_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const buy = async () =>
      (
        await t.request<Service[]>('POST', '/api/services', {
          token: r.token,
          body: { package_id: packageId, servicewithoutphone: true },
        })
      ).body[0] as Service;
    const [used, unused, deleted] = [await buy(), await buy(), await buy()];
    expect((await t.request('DELETE', `/api/services/${deleted.id}`, { token: r.token })).status).toBe(200);
    // What a crash between a counter's save and its start left under an older version.
    await t.db
      .updateTable('services')
      .set({ download_bytes: 5_000_000, radius_bytes: 1_000 })
      .where('id', 'in', [used.id, deleted.id])
      .execute();

    const before = Date.now();
    // As before the migration: no list of moved accounts (the accounting already there is listed by it), and the
    // index it drops.
    if (dialect === 'postgres') await sql`drop function radacct_moved cascade`.execute(t.db);
    else
      for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger radacct_moved_${op}`).execute(t.db);
    await sql`drop table radacct_moved`.execute(t.db);
    await sql`create index services_unstarted on services (id) where started_at is null and deleted_at is null`.execute(
      t.db,
    );
    const [account] = await t.db.selectFrom('services').select('username').where('id', '=', used.id).execute();
    await t.db
      .insertInto('radacct')
      .values({
        acctsessionid: 'before-0024',
        acctuniqueid: 'before-0024',
        username: account?.username ?? '',
        nasipaddress: '127.0.0.1',
        acctoutputoctets: 1_000,
      })
      .execute();
    await radiusUsageMoved(dialect).up(t.db as unknown as Kysely<unknown>);
    expect(await t.db.selectFrom('radacct_moved').select('username').execute()).toEqual([
      { username: account?.username },
    ]);
    const rows = await t.db
      .selectFrom('services')
      .select(['id', 'started_at', 'expire_in'])
      .where('id', 'in', [used.id, unused.id, deleted.id])
      .orderBy('id')
      .execute();
    const [started, still, gone] = rows;
    const startedAt = Date.parse(started?.started_at ?? '');
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(started?.expire_in ?? '') - startedAt).toBe(30 * 86_400_000);
    expect(still).toMatchObject({ started_at: null, expire_in: null });
    expect(gone).toMatchObject({ started_at: null, expire_in: null });

    const list = await t.request<{ data: Service[] }>('GET', '/api/services', { token: r.token });
    expect(list.body.data.find((s) => s.id === used.id)?.statuscode).toBe(4);
    expect(list.body.data.find((s) => s.id === unused.id)?.statuscode).toBe(1);
  });
});
