import { auditEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function auditRoutes(app: FastifyInstance) {
  route(app, auditEndpoints.list, ({ query }) => app.services.audit.list(query));
}
