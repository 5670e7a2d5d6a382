import { LEDGER_TYPE } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { paidReferralProfit, refundTerms } from '../referrals/referral-payments.js';
import type { UsersService } from '../users/users.service.js';
import type { VolumeService } from '../volume/volume.service.js';
import type { ServiceWithCustomer } from './service-rows.js';

export interface RefundDeps {
  ledger: Pick<LedgerService, 'apply'>;
  users: Pick<UsersService, 'findUserRow'>;
  volume: Pick<VolumeService, 'giveBack'>;
}

/**
 * Gives back what a service cost, in the caller's transaction: the Toman by the referral rules' `refundTerms`, and a volume service's GB
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
