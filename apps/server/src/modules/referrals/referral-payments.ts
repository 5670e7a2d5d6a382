import { LEDGER_TYPE, referralProfit } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { UsersService } from '../users/users.service.js';

/**
 * The referral rules in one place (docs/product/money-and-pricing.md, decision 080): who earns from a reseller's
 * purchases and how much, when it is paid, and what a refund takes back. The per-unit amount itself is the contract's
 * `referralProfit`, the same the panel shows.
 */

/** The reseller whose purchase pays, as the rules read them. */
export interface Payer {
  referrer_id: number | null;
  name: string;
  mobile: string;
}

/** What a sale made in referral profit and the part of it still waiting to vest. */
export interface ReferredSale {
  cost: number;
  referral_profit: number;
  referral_pending: number;
}

/** Referral profit of a sale already paid to the referrer (none for a sale that cost nothing). */
export const paidReferralProfit = (sale: ReferredSale) =>
  sale.cost > 0 ? sale.referral_profit - sale.referral_pending : 0;

/**
 * The refund rule (decisions 017 and 080): profit still waiting is simply never paid; profit already paid is taken
 * back from the referrer as far as their balance goes (`takenBack`), and what cannot be (`unrecovered`) is kept from
 * the reseller's refund (`moneyback`): the provider never gives back more than it kept.
 */
export function refundTerms(sale: ReferredSale, referrerBalance: number) {
  const paid = paidReferralProfit(sale);
  const takenBack = paid > 0 ? Math.min(paid, referrerBalance) : 0;
  const unrecovered = paid > 0 ? paid - takenBack : 0;
  return { takenBack, unrecovered, moneyback: sale.cost - unrecovered };
}

export interface ReferralPaymentsDeps {
  users: Pick<UsersService, 'findUserRow'>;
  ledger: Pick<LedgerService, 'apply'>;
}

/** Referral profit worked out and credited, each in the payer's transaction. */
export function createReferralPayments(deps: ReferralPaymentsDeps) {
  /** A referrer earns while they are a reseller with a reward percent above 0. */
  async function earningReferrer(trx: Executor, payer: Payer) {
    if (!payer.referrer_id) return undefined;
    const referrer = await deps.users.findUserRow(payer.referrer_id, trx);
    return referrer?.type === 'RESELLER' ? referrer : undefined;
  }

  /**
   * The referrer's profit (type 2), in the payer's transaction: the referrer's balance row stays locked until that
   * commit, so it is the last thing the transaction writes to it.
   */
  async function credit(
    trx: Executor,
    payer: Payer,
    referrerId: number,
    amount: number,
    ref: { type: string; id: number },
    info = `سود معرفی از خرید ${payer.name || payer.mobile}`,
  ) {
    await deps.ledger.apply(trx, {
      userId: referrerId,
      type: LEDGER_TYPE.REFERRAL_PROFIT,
      amount,
      info,
      refType: ref.type,
      refId: ref.id,
    });
  }

  /** Whom a payer's purchase of `unitAmount` pays referral profit to, and how much per unit; null when nobody. */
  async function terms(trx: Executor, payer: Payer, unitAmount: number) {
    const referrer = await earningReferrer(trx, payer);
    if (!referrer || referrer.referralreward <= 0) return null;
    const perUnit = referralProfit(unitAmount, referrer.referralreward);
    return perUnit > 0 ? { referrerId: referrer.id, perUnit } : null;
  }

  return {
    /** What a sale of services will pay the payer's referrer once it can no longer be refunded (decision 080). */
    terms,
    /**
     * Profit paid at once, for what cannot be refunded (the traffic pool): the referrer's percent of `unitAmount`,
     * floored per unit. Returns the profit per unit (0 when none was paid).
     */
    async payNow(trx: Executor, payer: Payer, unitAmount: number, units: number, ref: { type: string; id: number }) {
      const found = await terms(trx, payer, unitAmount);
      if (found) await credit(trx, payer, found.referrerId, found.perUnit * units, ref);
      return found?.perUnit ?? 0;
    },
    /**
     * A service's waiting profit vests (decision 080): paid to the payer's referrer if they still have one who is a
     * reseller. Answers what was paid (0: the profit stays with the provider).
     */
    async vest(trx: Executor, payer: Payer, amount: number, serviceId: number) {
      if (amount <= 0) return 0;
      const referrer = await earningReferrer(trx, payer);
      if (!referrer) return 0;
      const info = `سود معرفی سرویس #${serviceId} از خرید ${payer.name || payer.mobile}`;
      await credit(trx, payer, referrer.id, amount, { type: 'service', id: serviceId }, info);
      return amount;
    },
  };
}
export type ReferralPayments = ReturnType<typeof createReferralPayments>;
