import { referralEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function referralsRoutes(app: FastifyInstance) {
  const { referrals } = app.services;
  route(app, referralEndpoints.referrals, ({ user, query }) => referrals.list(user.id, query.page));
  route(app, referralEndpoints.sendInvite, ({ user, body }) => referrals.sendInvite(user.id, body.email));
}
