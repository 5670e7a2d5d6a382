import type { ServicesDeps } from './service-access.js';
import {
  pendingReferralByOwner,
  pendingReferralFor,
  takePendingReferral,
  vestableReferrals,
} from './services.repository.js';

/** The referral profit a sale waits with until it is past refund, and the worker's pass that pays it (decision 080). */
export function createReferralVesting(deps: ServicesDeps) {
  const { db } = deps;
  return {
    /**
     * The worker's vesting pass: the referral profit of sales that can no longer be refunded is paid to the referrer,
     * each service in its own transaction and at most once, whichever worker gets to it first.
     */
    async vestReferrals(limit = 500) {
      let paid = 0;
      for (const row of await vestableReferrals(db, limit)) {
        paid += await deps.withTransaction(async (trx) => {
          if (!(await takePendingReferral(trx, row.id, row.referral_pending))) return 0;
          const payer = await deps.users.findUserRow(row.owner_id, trx);
          return payer ? deps.referrals.vest(trx, payer, row.referral_pending, row.id) : 0;
        });
      }
      return paid;
    },

    /** Each reseller's referral profit still waiting on their sales. */
    pendingReferralByOwner: (ownerIds: number[]) => pendingReferralByOwner(db, ownerIds),
    /** The referral profit still waiting on the sales of everyone the referrer brought in. */
    pendingReferralFor: (referrerId: number) => pendingReferralFor(db, referrerId),
  };
}
