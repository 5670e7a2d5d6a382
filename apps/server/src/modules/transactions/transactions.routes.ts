import { transactionEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function transactionsRoutes(app: FastifyInstance) {
  route(app, transactionEndpoints.my, ({ user, query }) => app.services.transactions.my(user.id, query));
  route(app, transactionEndpoints.all, ({ query }) => app.services.transactions.all(query));
  route(app, transactionEndpoints.topUpMethods, async () => app.services.transactions.topUpMethods());
}
