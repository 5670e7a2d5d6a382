import { provisioningEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function provisioningRoutes(app: FastifyInstance) {
  const { provisioning } = app.services;
  route(app, provisioningEndpoints.state, () => provisioning.state());
}
