import { LEDGER_TYPE } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { UsersService } from '../users/users.service.js';
import type { VolumeService } from '../volume/volume.service.js';
import type { ServiceWithCustomer } from './services.repository.js';

/** What of a sale its refund settles: what it cost, the referral profit it made and the part still waiting. */
export type RefundedSale = Pick<ServiceWithCustomer, 'cost' | 'referral_profit' | 'referral_pending'>;

/** Referral profit of a sale already paid to the referrer (none for a sale that cost nothing). */
export const paidReferralProfit = (sale: RefundedSale) =>
  sale.cost > 0 ? sale.referral_profit - sale.referral_pending : 0;

/**
 * The refund rule (decisions 017 and 080): profit still waiting is simply never paid; profit already paid is taken
 * back from the referrer as far as their balance goes (`takenBack`), and what cannot be (`unrecovered`) is kept from
 * the reseller's refund (`moneyback`): the provider never gives back more than it kept.
 */
export function refundTerms(sale: RefundedSale, referrerBalance: number) {
  const paid = paidReferralProfit(sale);
  const takenBack = paid > 0 ? Math.min(paid, referrerBalance) : 0;
  const unrecovered = paid > 0 ? paid - takenBack : 0;
  return { takenBack, unrecovered, moneyback: sale.cost - unrecovered };
}

export interface RefundDeps {
  ledger: Pick<LedgerService, 'apply'>;
  users: Pick<UsersService, 'findUserRow'>;
  volume: Pick<VolumeService, 'giveBack'>;
}

/**
 * Gives back what a service cost, in the caller's transaction: the Toman by `refundTerms`, and a volume service's GB
 * to the pool that paid for them (decision 017).
 */
export async function refundService(
  deps: RefundDeps,
  trx: Executor,
  owner: { id: number; referrer_id: number | null },
  row: ServiceWithCustomer,
  reason = 'حذف‌شده',
) {
  const ref = { refType: 'service', refId: row.id };
  const referrer =
    paidReferralProfit(row) > 0 && owner.referrer_id ? await deps.users.findUserRow(owner.referrer_id, trx) : undefined;
  const { takenBack, unrecovered, moneyback } = refundTerms(row, referrer?.balance ?? 0);
  if (referrer && takenBack > 0) {
    await deps.ledger.apply(trx, {
      userId: referrer.id,
      type: LEDGER_TYPE.CORRECTION,
      amount: -takenBack,
      info: `برگشت سود معرفی سرویس ${reason} #${row.id}`,
      ...ref,
    });
  }
  if (moneyback > 0) {
    await deps.ledger.apply(trx, {
      userId: owner.id,
      type: LEDGER_TYPE.CORRECTION,
      amount: moneyback,
      info:
        unrecovered > 0
          ? `بازگشت وجه سرویس ${reason} #${row.id} (بدون ${persianNumber(unrecovered)} تومان سود معرفیِ پرداخت‌شده)`
          : `بازگشت وجه سرویس ${reason} #${row.id}`,
      ...ref,
    });
  }
  const trafficback =
    row.pool_gb > 0 && (await deps.volume.giveBack(trx, owner.id, row.pool_gb, row.created_at)) ? row.pool_gb : 0;
  return { moneyback, trafficback };
}
