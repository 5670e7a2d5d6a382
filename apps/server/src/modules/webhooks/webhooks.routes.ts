import { webhookEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function webhooksRoutes(app: FastifyInstance) {
  const { webhooks } = app.services;
  const e = webhookEndpoints;
  route(app, e.list, ({ user }) => webhooks.list(user.id));
  route(app, e.create, ({ user, body }) => webhooks.create(user.id, body));
  route(app, e.update, ({ user, params, body }) => webhooks.update(user.id, params.id, body));
  route(app, e.remove, ({ user, params }) => webhooks.remove(user.id, params.id));
  route(app, e.deliveries, ({ user, params, query }) => webhooks.deliveries(user.id, params.id, query.page));
  route(app, e.resend, ({ user, params }) => webhooks.resend(user.id, params.id));
  route(app, e.test, ({ user, params }) => webhooks.test(user.id, params.id));
}
