import type { Service } from '@pishkhan/contract';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  demoPackageId,
  freshReseller,
  serviceCountMismatches,
  type TestApp,
} from '../../test/helpers.js';
import { STATUS_COUNTS } from './0019-status-and-search.js';
import { serviceCountsInSlots } from './0025-service-counts-in-slots.js';
import { keptCountSums, serviceCountFunction } from './kept-counts-sql.js';

describe('migration 0025 on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh reseller and a batch of 40 of their services: ids in every slot. */
  async function resellerWithBatch() {
    const r = await freshReseller(t, 50_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, batch: true, count: 40, servicewithoutphone: true },
    });
    return { r, bought };
  }

  it("spreads each reseller's counts over slots that sum to the rows, and the lists count right after", async () => {
    const { r, bought } = await resellerWithBatch();
    expect(bought.status).toBe(200);

    // As before the migration: one row per owner, kept by the unslotted trigger function.
    const columns = Object.keys(STATUS_COUNTS.kept);
    for (const statement of [
      'alter table service_counts drop constraint service_counts_pkey',
      'alter table service_counts drop column slot',
      'delete from service_counts',
      `insert into service_counts (owner_id, ${columns.join(', ')})
       select owner_id, ${keptCountSums(STATUS_COUNTS)} from services group by owner_id`,
      'alter table service_counts add primary key (owner_id)',
      serviceCountFunction(STATUS_COUNTS, false),
    ]) {
      await sql.raw(statement).execute(t.db);
    }
    await serviceCountsInSlots('postgres').up(t.db as unknown as Kysely<unknown>);

    const slots = await t.db
      .selectFrom('service_counts')
      .select(sql<number>`slot`.as('slot'))
      .where('owner_id', '=', r.id)
      .execute();
    expect(slots.length).toBe(16);
    expect(await serviceCountMismatches(t.db)).toEqual([]);

    // Starting most of them in one transaction, as the usage pass does, and deleting two keeps the sums right.
    const ids = bought.body.map((s) => s.id);
    await t.db
      .updateTable('services')
      .set({ started_at: new Date().toISOString(), expire_in: new Date(Date.now() + 30 * 86_400_000).toISOString() })
      .where('id', 'in', ids.slice(0, 30))
      .execute();
    for (const id of ids.slice(30, 32)) {
      expect((await t.request('DELETE', `/api/services/${id}`, { token: r.token })).status).toBe(200);
    }
    expect(await serviceCountMismatches(t.db)).toEqual([]);
    const unused = await t.request<{ data: Service[]; last_page: number }>('GET', '/api/services?status=1', {
      token: r.token,
    });
    expect(unused.body.data).toHaveLength(8);
    const active = await t.request<{ data: Service[]; last_page: number }>('GET', '/api/services?status=4', {
      token: r.token,
    });
    expect(active.body.last_page).toBe(3);
  });

  it("two transactions moving one reseller's services in opposite slot orders queue instead of deadlocking", async () => {
    const { bought } = await resellerWithBatch();
    const ids = bought.body.map((s) => s.id);
    const inSlot = (slot: number) => ids.filter((id) => id % 16 === slot);
    const [a1, a2] = inSlot((ids[0] as number) % 16);
    const [b1, b2] = inSlot(((ids[0] as number) + 1) % 16);
    const clients = [0, 1].map(() => new pg.Client({ connectionString: t.databaseEnv.DATABASE_URL }));
    const [first, second] = clients as [pg.Client, pg.Client];
    try {
      for (const c of clients) {
        await c.connect();
        await c.query('begin');
        // The count triggers run at each statement instead of at commit, so the order of the slot rows' locks is
        // the order of the statements below.
        await c.query('set constraints all immediate');
      }
      const settle = (c: pg.Client, id: number | undefined) =>
        c.query('update services set paid = 1 - paid where id = $1', [id]);
      const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      await settle(first, a1); // the first holds slot a
      let tookSlotB = false;
      const secondDone = settle(second, b2) // the second takes slot b, or waits for the owner
        .then(() => {
          tookSlotB = true;
          return settle(second, a2);
        })
        .then(() => second.query('commit'));
      secondDone.catch(() => {}); // awaited below; a failure must not also be reported as unhandled
      // Until the second has taken slot b or waits for a lock; not past an error of its own.
      for (let checks = 0; !tookSlotB; checks++) {
        const { rows } = await sql<{ state: string; wait_event_type: string | null }>`
          select state, wait_event_type from pg_stat_activity where pid = ${secondPid}`.execute(t.db);
        const row = rows[0];
        if (row?.wait_event_type === 'Lock' || row?.state === 'idle in transaction (aborted)') break;
        if (checks > 10_000) throw new Error(`the second transaction neither ran nor waited: ${JSON.stringify(row)}`);
      }
      await settle(first, b1);
      await first.query('commit');
      await secondDone;
    } finally {
      await Promise.allSettled(clients.map((c) => c.end()));
    }
    expect(await serviceCountMismatches(t.db)).toEqual([]);
    const settled = await t.db
      .selectFrom('services')
      .select('id')
      .where('id', 'in', [a1, a2, b1, b2] as number[]);
    expect((await settled.where('paid', '=', 1).execute()).length).toBe(4);
  });
});
