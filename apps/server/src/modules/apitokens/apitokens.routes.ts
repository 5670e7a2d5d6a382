import { apiTokenEndpoints as e } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function apiTokensRoutes(app: FastifyInstance) {
  const { apiTokens } = app.services;
  route(app, e.list, ({ user }) => apiTokens.list(user.id));
  route(app, e.create, ({ user, body }) => apiTokens.create(user.id, body));
  route(app, e.revoke, ({ user, params }) => apiTokens.revoke(user.id, params.id));
}
