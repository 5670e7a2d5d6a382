import { TRANSACTION_TYPES, type TransactionType, toJalaliDate } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import type { TransactionRow } from '../../db/types.js';
import { moveBalance, userExists } from './ledger.repository.js';

export interface Movement {
  userId: number;
  type: TransactionType;
  /** Signed integer Toman: positive credits, negative debits. */
  amount: number;
  info: string;
  refType?: string;
  refId?: number;
  actorId?: number;
}

/**
 * The only code that changes a balance (docs/product/money-and-pricing.md#money-and-the-ledger). Each movement is one ledger row written in the
 * caller's transaction together with the balance change, so a balance always equals the sum of its rows; the
 * conditional update refuses any movement that would make it negative, whatever runs concurrently.
 */
export function createLedgerService(deps: { now: () => Date }) {
  function ledgerRow(m: Movement) {
    if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`invalid ledger amount ${m.amount}`);
    return {
      user_id: m.userId,
      type: m.type,
      amount: m.amount,
      info: m.info,
      ref_type: m.refType ?? null,
      ref_id: m.refId ?? null,
      actor_id: m.actorId ?? null,
      created_at: deps.now().toISOString(),
    };
  }

  async function apply(trx: Executor, m: Movement): Promise<TransactionRow> {
    const moved = await moveBalance(trx, ledgerRow(m));
    if (!moved) throw new AppError((await userExists(trx, m.userId)) ? 'INSUFFICIENT_BALANCE' : 'NOT_FOUND');
    return moved;
  }

  return {
    apply,
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;

export function toLedgerRow(row: TransactionRow) {
  return {
    id: row.id,
    type: row.type,
    typename: TRANSACTION_TYPES[row.type as TransactionType] ?? '',
    amount: row.amount,
    balance_after: row.balance_after,
    info: row.info,
    jdate: toJalaliDate(row.created_at),
    created_at: row.created_at,
  };
}
