import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.js';
import type { Trx } from '../../db/create-db.js';
import { sendWithCommit } from '../../db/drivers/postgres-commit-tail.js';
import type { Database } from '../../db/types.js';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  freshReseller,
  ledgerMismatches,
  type TestApp,
} from '../../test/helpers.js';

const debit = (userId: number, amount: number, info = 'خرید آزمایشی') => ({ userId, type: 4 as const, amount, info });
const credit = (userId: number, amount: number) => ({ userId, type: 2 as const, amount, info: 'سود آزمایشی' });

async function ledgerOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('transactions')
    .select(['amount', 'balance_after', 'info'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** A transaction on each of the pool's connections (10) and more: none may carry another's queued statement. */
async function transactionOnEveryConnection(t: TestApp) {
  await Promise.all(
    Array.from({ length: 12 }, () => t.app.services.withTransaction((trx) => sql`select 1`.execute(trx))),
  );
}

/** A promise and the function that settles it: a transaction held open until a test lets it go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.each(DIALECTS)('a balance movement sent with the commit (%s, decision 049)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('commits with the transaction: the balance and its ledger row agree, whatever the text holds', async () => {
    const r = await freshReseller(t, 1_000);
    const info = "خرید سرویس 'ویژه' \\ با ; commit; --";
    await t.app.services.withTransaction((trx) => t.app.services.ledger.applyWithCommit(trx, debit(r.id, -600, info)));
    expect(await balanceOf(t, r.id)).toBe(400);
    expect((await ledgerOf(t, r.id)).at(-1)).toMatchObject({ amount: -600, balance_after: 400, info });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a refused debit takes the whole transaction back, with the error apply would have thrown', async () => {
    const r = await freshReseller(t, 1_000);
    const referrer = await freshReseller(t, 0);
    const bought = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.apply(trx, credit(referrer.id, 50));
      await t.app.services.ledger.applyWithCommit(trx, debit(r.id, -1_001));
    });
    await expect(bought).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(bought).rejects.toBeInstanceOf(AppError);
    expect(await balanceOf(t, r.id)).toBe(1_000);
    expect(await balanceOf(t, referrer.id)).toBe(0);
    expect(await ledgerOf(t, referrer.id)).toEqual([]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a movement for a user who is not there fails the transaction with NOT_FOUND', async () => {
    const r = await freshReseller(t, 1_000);
    const moved = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.apply(trx, debit(r.id, -100));
      await t.app.services.ledger.applyWithCommit(trx, credit(987_654_321, 100));
    });
    await expect(moved).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await balanceOf(t, r.id)).toBe(1_000);
  });

  it('a transaction that fails after it leaves nothing, and the next one on that connection sends nothing of it', async () => {
    const r = await freshReseller(t, 1_000);
    const failed = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.applyWithCommit(trx, debit(r.id, -300));
      throw new Error('the sale failed after the debit was queued');
    });
    await expect(failed).rejects.toThrow('the sale failed');
    // Every pooled connection runs a transaction of its own: none may carry the failed one's debit.
    await transactionOnEveryConnection(t);
    expect(await balanceOf(t, r.id)).toBe(1_000);
    expect(await ledgerOf(t, r.id)).toHaveLength(1);
  });
});

/** What decision 049 is for: on PostgreSQL the balance row is locked only while the commit runs. */
describe('a balance movement sent with the commit on PostgreSQL, while another transaction holds one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the balance row is not locked before the commit: another debit of it goes through meanwhile', async () => {
    const r = await freshReseller(t, 1_000);
    const held = gate();
    const debited = gate();
    const first = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.applyWithCommit(trx, debit(r.id, -400));
      debited.open();
      await held.opened;
    });
    await debited.opened;
    // `nowait` fails at once on a row another transaction has locked: here nobody has.
    await t.app.services.withTransaction(async (trx) => {
      await sql`select balance from users where id = ${r.id} for update nowait`.execute(trx);
      await t.app.services.ledger.apply(trx, debit(r.id, -500));
    });
    expect(await balanceOf(t, r.id)).toBe(500);
    held.open();
    await first;
    expect(await balanceOf(t, r.id)).toBe(100);
    expect((await ledgerOf(t, r.id)).map((row) => row.balance_after)).toEqual([1_000, 500, 100]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('when another debit took the money meanwhile, the held transaction fails at its commit and leaves nothing', async () => {
    const r = await freshReseller(t, 1_000);
    const referrer = await freshReseller(t, 0);
    const held = gate();
    const debited = gate();
    const first = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.apply(trx, credit(referrer.id, 70));
      await t.app.services.ledger.applyWithCommit(trx, debit(r.id, -600));
      debited.open();
      await held.opened;
    });
    await debited.opened;
    await t.app.services.withTransaction(async (trx) => {
      // Were the row locked by the held transaction, this one would fail here instead of waiting for it forever.
      await sql`set local lock_timeout = '2s'`.execute(trx);
      await t.app.services.ledger.applyWithCommit(trx, debit(r.id, -500));
    });
    held.open();
    await expect(first).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t, r.id)).toBe(500);
    expect(await balanceOf(t, referrer.id)).toBe(0);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a connection that is not one of createDb refuses to carry a statement to its commit', async () => {
    const pool = new pg.Pool({ connectionString: t.databaseEnv.DATABASE_URL, max: 1 });
    const plain = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const r = await freshReseller(t, 1_000);
      const moved = plain.transaction().execute(async (trx) => {
        await sql`update users set name = name where id = ${r.id}`.execute(trx);
        await sendWithCommit(trx, `update users set balance = 0 where id = ${r.id}`, () => undefined);
      });
      await expect(moved).rejects.toThrow('sendWithCommit needs a connection of createDb');
      expect(await balanceOf(t, r.id)).toBe(1_000);
    } finally {
      await plain.destroy();
    }
  });

  it('a statement given while its transaction commits is refused, and no later transaction carries it', async () => {
    const r = await freshReseller(t, 1_000);
    let late: Promise<void> = Promise.resolve();
    await t.app.services.withTransaction(async (trx) => {
      await sql`select 1`.execute(trx);
      // Given after the callback has returned: the commit is on its way to PostgreSQL by then.
      late = new Promise<void>((resolve, reject) =>
        setImmediate(() =>
          sendWithCommit(trx as Trx, `update users set balance = 0 where id = ${r.id}`, () => undefined).then(
            resolve,
            reject,
          ),
        ),
      );
      late.catch(() => {});
    });
    await expect(late).rejects.toThrow();
    await transactionOnEveryConnection(t);
    expect(await balanceOf(t, r.id)).toBe(1_000);
  });
});
