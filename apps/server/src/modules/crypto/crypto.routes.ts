import { cryptoEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export async function cryptoRoutes(app: FastifyInstance) {
  const { crypto } = app.services;
  route(app, cryptoEndpoints.wallet, ({ user }) => crypto.wallets(user.id));
  route(app, cryptoEndpoints.createWallet, ({ user, body }) => crypto.createWallet(user.id, body.currency));
  route(app, cryptoEndpoints.tronPrice, ({ user }) => crypto.price(user.id, 'TRX'));
  route(app, cryptoEndpoints.coinRates, () => crypto.coinRates());
  route(app, cryptoEndpoints.tonPrice, ({ user }) => crypto.price(user.id, 'TON'));

  // The signature covers the exact bytes Cryptomus sent, so this one route keeps its body as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      done(null, undefined);
    });
    route(scope, cryptoEndpoints.cryptomusWebhook, async ({ request }) => ({
      status: await crypto.handleWebhook(request.rawBody ?? '', request.ip),
    }));
  });
}
