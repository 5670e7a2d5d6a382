import type { EmailService } from '../email/email.service.js';
import type { ServicesService } from '../services/services.service.js';
import type { UsersService } from '../users/users.service.js';

export interface ReferralsDeps {
  users: Pick<UsersService, 'referrals'>;
  services: Pick<ServicesService, 'pendingReferralByOwner' | 'pendingReferralFor'>;
  email: Pick<EmailService, 'sendInvite'>;
}

/** A reseller's referrals: the resellers they brought in, the profit still waiting on those sales, the invite e-mail. */
export function createReferralsService(deps: ReferralsDeps) {
  return {
    /** The resellers the caller referred, each with the profit still waiting on their sales, and its total. */
    async list(referrerId: number, page: number) {
      const referred = await deps.users.referrals(referrerId, page);
      const pending = await deps.services.pendingReferralByOwner(referred.data.map((r) => r.id));
      return {
        ...referred,
        data: referred.data.map((r) => ({ ...r, pending_profit: pending.get(r.id) ?? 0 })),
        pending_total: await deps.services.pendingReferralFor(referrerId),
      };
    },
    sendInvite: (referrerId: number, email: string) => deps.email.sendInvite(referrerId, email),
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
