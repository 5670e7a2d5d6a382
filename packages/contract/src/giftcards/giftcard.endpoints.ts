import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  GiftCardBatchBodySchema,
  GiftCardListQuerySchema,
  GiftCardListSchema,
  GiftCardSchema,
  GiftCardUseBodySchema,
  GiftCardUseResponseSchema,
} from './giftcard.schemas.js';

export const giftCardEndpoints = {
  use: endpoint({
    method: 'POST',
    path: '/giftcards/use',
    auth: 'reseller',
    summary: 'Redeem a gift card serial into the balance (once, ever)',
    body: GiftCardUseBodySchema,
    response: GiftCardUseResponseSchema,
  }),
  createBatch: endpoint({
    method: 'POST',
    path: '/admin/giftcards',
    auth: 'admin',
    summary: 'Create a batch of gift cards of one amount',
    body: GiftCardBatchBodySchema,
    response: z.array(GiftCardSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/giftcards',
    auth: 'admin',
    summary: 'Gift cards with their state, newest first',
    query: GiftCardListQuerySchema,
    response: GiftCardListSchema,
  }),
};
