import { giftCardEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function giftCardsRoutes(app: FastifyInstance) {
  const { giftCards } = app.services;
  route(app, giftCardEndpoints.use, ({ user, body, idempotency }) => giftCards.use(user.id, body.serial, idempotency));
  route(app, giftCardEndpoints.createBatch, ({ user, body }) => giftCards.createBatch(user.id, body));
  route(app, giftCardEndpoints.list, ({ query }) => giftCards.list(query));
  route(app, giftCardEndpoints.batches, ({ query }) => giftCards.batches(query.page));
  route(app, giftCardEndpoints.exportBatch, ({ params }) => giftCards.batchCards(params.id));
}
