import { LEDGER_TYPE, TRANSACTION_TYPES, type TransactionType, toJalaliDate } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import type { TransactionRow } from '../../db/types.js';
import type { EventsService, NewEvent } from '../events/events.service.js';
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
export function createLedgerService(deps: { now: () => Date; events: Pick<EventsService, 'emit'> }) {
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
    await deps.events.emit(trx, eventsOf(m, moved.row.balance_after, moved.threshold));
    return moved.row;
  }

  return {
    apply,
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * A top-up credited, by how it came (docs/product/integrations.md#events): gift cards, PerfectMoney vouchers and
 * crypto deposits, and the provider's own charge of a balance (a correction the admin makes, as for a card transfer).
 * Refunds and referral profit are not top-ups.
 */
function topUpMethod(m: Movement): string | undefined {
  if (m.amount <= 0) return undefined;
  if (m.type === LEDGER_TYPE.GIFT_CARD) return 'giftcard';
  if (m.type === LEDGER_TYPE.DEPOSIT) return m.refType === 'crypto' ? 'crypto' : 'perfectmoney';
  if (m.type === LEDGER_TYPE.CORRECTION && m.refType === 'admin') return 'admin';
  return undefined;
}

/** What a movement tells its owner: a top-up credited, or a debit that took the balance under their threshold, once. */
function eventsOf(m: Movement, balance: number, threshold: number): NewEvent[] {
  const events: NewEvent[] = [];
  const method = topUpMethod(m);
  if (method) events.push({ type: 'topup.credited', userId: m.userId, data: { amount: m.amount, balance, method } });
  // Crossing only: a balance that stays under the threshold is not told again until it has been at or over it.
  if (threshold > 0 && m.amount < 0 && balance < threshold && balance - m.amount >= threshold) {
    events.push({ type: 'balance.low', userId: m.userId, data: { balance, threshold } });
  }
  return events;
}

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
