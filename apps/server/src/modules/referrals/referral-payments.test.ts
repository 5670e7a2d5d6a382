import { describe, expect, it } from 'vitest';
import { paidReferralProfit, refundTerms } from './referral-payments.js';

describe('the refund rule', () => {
  it('gives back the whole cost when no referral profit was paid yet (a waiting one is simply never paid)', () => {
    const sale = { cost: 50_000, referral_profit: 5_000, referral_pending: 5_000 };
    expect(paidReferralProfit(sale)).toBe(0);
    expect(refundTerms(sale, 1_000_000)).toEqual({ takenBack: 0, unrecovered: 0, moneyback: 50_000 });
  });

  it('takes paid profit back from the referrer and gives the reseller the whole cost when the referrer can pay', () => {
    const sale = { cost: 50_000, referral_profit: 5_000, referral_pending: 0 };
    expect(refundTerms(sale, 8_000)).toEqual({ takenBack: 5_000, unrecovered: 0, moneyback: 50_000 });
  });

  it('keeps from the refund what the referrer’s balance cannot give back', () => {
    const sale = { cost: 50_000, referral_profit: 5_000, referral_pending: 0 };
    expect(refundTerms(sale, 2_000)).toEqual({ takenBack: 2_000, unrecovered: 3_000, moneyback: 47_000 });
    expect(refundTerms(sale, 0)).toEqual({ takenBack: 0, unrecovered: 5_000, moneyback: 45_000 });
  });

  it('counts only the paid part of a profit partly still waiting', () => {
    const sale = { cost: 60_000, referral_profit: 6_000, referral_pending: 2_000 };
    expect(refundTerms(sale, 1_000)).toEqual({ takenBack: 1_000, unrecovered: 3_000, moneyback: 57_000 });
  });

  it('moves no money for a sale that cost nothing (a pool service)', () => {
    const sale = { cost: 0, referral_profit: 0, referral_pending: 0 };
    expect(refundTerms(sale, 10_000)).toEqual({ takenBack: 0, unrecovered: 0, moneyback: 0 });
  });
});
