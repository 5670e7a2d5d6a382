import { storeEndpoints as e } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function storeRoutes(app: FastifyInstance) {
  const { store } = app.services;
  route(app, e.myProducts, ({ user }) => store.myProducts(user.id));
  route(app, e.createProduct, ({ user, body }) => store.createProduct(user.id, body));
  route(app, e.updateProduct, ({ user, params, body }) => store.updateProduct(user.id, params.id, body));
  route(app, e.deleteProduct, ({ user, params }) => store.deleteProduct(user.id, params.id));
  route(app, e.paymentMethods, () => store.availableMethods());
  route(app, e.myMethods, ({ user }) => store.myMethods(user.id));
  route(app, e.createMethod, ({ user, body }) => store.createMethod(user.id, body));
  route(app, e.updateMethod, ({ user, params, body }) => store.updateMethod(user.id, params.id, body));
  route(app, e.deleteMethod, ({ user, params }) => store.deleteMethod(user.id, params.id));
  route(app, e.myOrders, ({ user, query }) => store.myOrders(user.id, query.page));
  route(app, e.awaitingOrders, ({ user }) => store.awaitingOrders(user.id));
  // Its Idempotency-Key is recorded once the order is delivered; the order's own state keeps a second confirm from
  // delivering again.
  route(app, e.confirmOrder, ({ user, params }) => store.confirmCard(user.id, params.id));
  route(app, e.rejectOrder, ({ user, params }) => store.rejectCard(user.id, params.id));
  route(app, e.adminMethods, () => store.adminMethods());
  route(app, e.adminUpdateMethod, ({ params, body }) => store.adminUpdateMethod(params.id, body));

  route(app, e.checkout, ({ params }) => store.checkout(params.token));
  route(app, e.startCheckout, ({ params, body, request }) => store.startCheckout(params.token, body, request.ip));
  route(app, e.publicOrder, ({ params }) => store.publicOrder(params.token));
  route(app, e.cardReference, ({ params, body }) => store.cardReference(params.token, body.reference));
  route(app, e.publicOvpn, ({ params, query }) => store.ovpnFile(params.token, query.file));
  route(app, e.zarinpalCallback, async ({ query, reply }) => {
    const redirect = await store.zarinpalCallback(query);
    reply.code(302).header('location', redirect);
    return { redirect };
  });
  // The signature covers the exact bytes Cryptomus sent, so this route keeps its body as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      done(null, undefined);
    });
    route(scope, e.cryptomusWebhook, ({ request }) => store.cryptomusWebhook(request.rawBody ?? ''));
  });
}
