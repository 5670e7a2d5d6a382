import { serviceEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function referralsRoutes(app: FastifyInstance) {
  const { referrals } = app.services;
  route(app, serviceEndpoints.referrals, ({ user, query }) => referrals.list(user.id, query.page));
  route(app, serviceEndpoints.sendInvite, ({ user, body }) => referrals.sendInvite(user.id, body.email));
}
