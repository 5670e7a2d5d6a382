import { overviewEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function overviewRoutes(app: FastifyInstance) {
  route(app, overviewEndpoints.overview, () => app.services.overview.overview());
}
