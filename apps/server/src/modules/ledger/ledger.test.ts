import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.js';
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

/** A transaction on each of the pool's connections (10) and more: none may carry what another left. */
async function transactionOnEveryConnection(t: TestApp) {
  await Promise.all(
    Array.from({ length: 12 }, () => t.app.services.withTransaction((trx) => sql`select 1`.execute(trx))),
  );
}

describe.each(DIALECTS)('a balance movement in its transaction (%s)', (dialect) => {
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
    await t.app.services.withTransaction((trx) => t.app.services.ledger.apply(trx, debit(r.id, -600, info)));
    expect(await balanceOf(t, r.id)).toBe(400);
    expect((await ledgerOf(t, r.id)).at(-1)).toMatchObject({ amount: -600, balance_after: 400, info });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a refused debit takes the whole transaction back, with INSUFFICIENT_BALANCE', async () => {
    const r = await freshReseller(t, 1_000);
    const referrer = await freshReseller(t, 0);
    const bought = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.apply(trx, credit(referrer.id, 50));
      await t.app.services.ledger.apply(trx, debit(r.id, -1_001));
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
      await t.app.services.ledger.apply(trx, credit(987_654_321, 100));
    });
    await expect(moved).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await balanceOf(t, r.id)).toBe(1_000);
  });

  it('a transaction that fails after it leaves nothing, and no later transaction on its connection carries it', async () => {
    const r = await freshReseller(t, 1_000);
    const failed = t.app.services.withTransaction(async (trx) => {
      await t.app.services.ledger.apply(trx, debit(r.id, -300));
      throw new Error('the sale failed after the debit');
    });
    await expect(failed).rejects.toThrow('the sale failed');
    // Every pooled connection runs a transaction of its own: none may carry the failed one's debit.
    await transactionOnEveryConnection(t);
    expect(await balanceOf(t, r.id)).toBe(1_000);
    expect(await ledgerOf(t, r.id)).toHaveLength(1);
  });
});
