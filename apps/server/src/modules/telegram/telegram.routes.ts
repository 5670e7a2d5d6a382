import { telegramEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function telegramRoutes(app: FastifyInstance) {
  const { telegram } = app.services;
  const e = telegramEndpoints;
  route(app, e.state, ({ user }) => telegram.state(user.id));
  route(app, e.link, ({ user }) => telegram.link(user.id));
  route(app, e.unlink, ({ user }) => telegram.unlink(user.id));
}
