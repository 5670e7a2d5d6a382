import type { AdminUser, PayGroup, User } from '@pishkhan/contract';
import type { PayGroupRecord } from './pay-groups.repository.js';
import type { UserWithPayGroup } from './users.repository.js';

const DAY_MS = 86_400_000;

export function toPayGroup(row: PayGroupRecord): PayGroup {
  return {
    id: row.id,
    name: row.name,
    has_perfectmoney: row.has_perfectmoney,
    has_crypto: row.has_crypto,
    perfect_charge_rate: row.perfect_charge_rate,
    crypto_charge_rate: row.crypto_charge_rate,
    telegram: row.telegram,
  };
}

/** Top-up providers the server has credentials for. */
export interface TopUps {
  perfectMoney: boolean;
  crypto: boolean;
}

const offered = (group: PayGroup, topUps: TopUps): PayGroup => ({
  ...group,
  has_perfectmoney: group.has_perfectmoney && topUps.perfectMoney,
  has_crypto: group.has_crypto && topUps.crypto,
});

/** The User the panel reads; a top-up the server cannot carry out is not offered, whatever the group says. */
export function toUser(row: UserWithPayGroup, ctx: { publicUrl: string; now: Date; topUps: TopUps }): User {
  const remainMs = row.pool_expires_at ? new Date(row.pool_expires_at).getTime() - ctx.now.getTime() : 0;
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    type: row.type,
    balance: row.balance,
    discount: row.discount,
    volumeservice: row.volumeservice,
    storeenable: row.storeenable,
    invitelink: row.referral_code ? `${ctx.publicUrl}/register?code=${encodeURIComponent(row.referral_code)}` : '',
    referralreward: row.referralreward,
    traffic_used: Number(row.traffic_used),
    traffic_total: Number(row.traffic_total),
    remain_days: remainMs > 0 ? Math.ceil(remainMs / DAY_MS) : 0,
    payGroup: offered(toPayGroup(row.payGroup), ctx.topUps),
  };
}

export function toAdminUser(row: UserWithPayGroup, ctx: { publicUrl: string; now: Date; topUps: TopUps }): AdminUser {
  return {
    ...toUser(row, ctx),
    active: row.active,
    telegram: row.telegram,
    referral_code: row.referral_code ?? '',
    referrer_id: row.referrer_id,
    created_at: row.created_at,
  };
}
