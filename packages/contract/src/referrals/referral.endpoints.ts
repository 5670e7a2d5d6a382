import { MessageSchema, PageQuerySchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ReferralsPageSchema, SendInviteBodySchema } from './referral.schemas.js';

export const referralEndpoints = {
  referrals: endpoint({
    method: 'GET',
    path: '/users/referrals',
    auth: 'reseller',
    summary: 'Resellers who registered with the caller’s code, with the referral profit still waiting on their sales',
    description:
      'Referral profit is paid once a sale can no longer be refunded (its service used 0.1 GB, was renewed or was deleted without a refund). Until then it is `pending_profit` here and counts in `pending_total`; a sale refunded before then pays nothing.',
    query: PageQuerySchema,
    response: ReferralsPageSchema,
  }),
  sendInvite: endpoint({
    method: 'POST',
    path: '/users/sendinvite',
    auth: 'reseller',
    summary: 'Email the caller’s invite link',
    body: SendInviteBodySchema,
    response: MessageSchema,
  }),
};
