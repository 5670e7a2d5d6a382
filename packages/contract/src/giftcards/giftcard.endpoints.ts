import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  GiftCardBatchBodySchema,
  GiftCardBatchListSchema,
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
    idempotent: true,
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
  batches: endpoint({
    method: 'GET',
    path: '/admin/giftcards/batches',
    auth: 'admin',
    summary: 'Gift card batches with how many of each were used, newest first',
    query: PageQuerySchema,
    response: GiftCardBatchListSchema,
  }),
  exportBatch: endpoint({
    method: 'GET',
    path: '/admin/giftcards/batches/:id/cards',
    auth: 'admin',
    summary: 'Every card of one batch with its state, for printing or a spreadsheet',
    params: IdParamsSchema,
    response: z.array(GiftCardSchema),
  }),
};
