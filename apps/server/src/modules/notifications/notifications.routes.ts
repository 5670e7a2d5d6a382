import { notificationEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function notificationsRoutes(app: FastifyInstance) {
  const { notifications } = app.services;
  const e = notificationEndpoints;
  route(app, e.my, ({ user }) => notifications.my(user.id));
  route(app, e.myNew, ({ user }) => notifications.myNew(user.id));
  route(app, e.list, () => notifications.all());
  route(app, e.create, ({ body }) => notifications.create(body));
  route(app, e.update, ({ params, body }) => notifications.update(params.id, body));
  route(app, e.remove, ({ params }) => notifications.remove(params.id));
}
