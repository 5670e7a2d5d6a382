import { z } from 'zod';
import { IdParamsSchema, MessageSchema, PageQuerySchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  CreatedWebhookSchema,
  WebhookBodySchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookSchema,
  WebhookUpdateSchema,
} from './webhook.schemas.js';

/** Signed webhooks (docs/product/integrations.md#webhooks, decision 111): managed from a login session only. */
export const webhookEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/webhooks',
    auth: 'reseller',
    summary: "The reseller's webhook endpoints (never their secrets)",
    response: z.array(WebhookSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/webhooks',
    auth: 'reseller',
    summary: 'Add a webhook endpoint; answers its signing secret, once',
    description:
      'Deliveries follow Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 ' +
      'HMAC-SHA256 of id.timestamp.body>` keyed with the secret after `whsec_`, base64-decoded.',
    body: WebhookBodySchema,
    response: CreatedWebhookSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/webhooks/:id',
    auth: 'reseller',
    summary: 'Change the address or events, or resume a paused endpoint',
    params: IdParamsSchema,
    body: WebhookUpdateSchema,
    response: WebhookSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    auth: 'reseller',
    summary: 'Delete a webhook endpoint and what waits for it',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    auth: 'reseller',
    summary: "An endpoint's deliveries, newest first, with each one's last answer",
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: WebhookDeliveryListSchema,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/webhooks/deliveries/:id/resend',
    auth: 'reseller',
    summary: 'Send a delivery again now, with the same webhook-id',
    params: IdParamsSchema,
    response: WebhookDeliverySchema,
  }),
  test: endpoint({
    method: 'POST',
    path: '/webhooks/:id/test',
    auth: 'reseller',
    summary: 'Send the endpoint a test event (`webhook.test`), through the same queue and signature',
    params: IdParamsSchema,
    response: WebhookDeliverySchema,
  }),
};
