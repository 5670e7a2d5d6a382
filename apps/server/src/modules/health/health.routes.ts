import { healthEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function healthRoutes(app: FastifyInstance) {
  route(app, healthEndpoints.health, async () => ({ status: 'ok' as const }));
  route(app, healthEndpoints.ready, () => app.services.health.ready());
}
