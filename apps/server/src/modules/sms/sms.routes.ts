import { smsEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function smsRoutes(app: FastifyInstance) {
  route(app, smsEndpoints.smsOutbox, ({ query }) => app.services.sms.outbox(query.mobile));
}
