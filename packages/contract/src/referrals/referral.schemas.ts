import { z } from 'zod';
import { paginated } from '../common.js';
import { SubUserSchema } from '../users/user.schemas.js';

/**
 * A reseller the caller referred, with the referral profit their sales will pay the caller once those sales can no
 * longer be refunded (docs/decisions/080).
 */
export const ReferralSchema = SubUserSchema.extend({ pending_profit: z.number().int() });
export const ReferralsPageSchema = paginated(ReferralSchema).extend({
  /** The profit waiting on the sales of everyone the caller referred. */
  pending_total: z.number().int(),
});
export type Referral = z.infer<typeof ReferralSchema>;
export const SendInviteBodySchema = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.email('نشانی ایمیل معتبر نیست')),
});
