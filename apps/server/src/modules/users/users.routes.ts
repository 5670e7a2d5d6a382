import { userEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function usersRoutes(app: FastifyInstance) {
  const { users } = app.services;
  route(app, userEndpoints.list, ({ query }) => users.list(query, query.page));
  route(app, userEndpoints.get, ({ params }) => users.get(params.id));
  route(app, userEndpoints.create, ({ body }) => users.create(body));
  route(app, userEndpoints.update, ({ params, body }) => users.update(params.id, body));
  route(app, userEndpoints.remove, ({ params, user }) => users.remove(params.id, user.id));
  route(app, userEndpoints.correctBalance, ({ params, body, user, idempotency }) =>
    users.correctBalance(params.id, body, user.id, idempotency),
  );
  route(app, userEndpoints.listPayGroups, () => users.listPayGroups());
  route(app, userEndpoints.createPayGroup, ({ body }) => users.createPayGroup(body));
  route(app, userEndpoints.updatePayGroup, ({ params, body }) => users.updatePayGroup(params.id, body));
  route(app, userEndpoints.searchCustomers, ({ user, body }) => users.searchCustomers(user.id, body.mobile));
  route(app, userEndpoints.subusers, ({ user, query }) => users.customers(user.id, query.page));
}
