import { endpoint } from '../endpoint.js';
import { SmsOutboxQuerySchema, SmsOutboxSchema } from './sms.schemas.js';

export const smsEndpoints = {
  smsOutbox: endpoint({
    method: 'GET',
    path: '/admin/sms-outbox',
    auth: 'admin',
    summary: 'Latest messages the outbox SMS provider kept for a mobile',
    query: SmsOutboxQuerySchema,
    response: SmsOutboxSchema,
  }),
};
