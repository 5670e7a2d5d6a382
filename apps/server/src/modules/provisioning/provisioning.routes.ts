import { nodeEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function provisioningRoutes(app: FastifyInstance) {
  const { provisioning } = app.services;
  route(app, nodeEndpoints.state, () => provisioning.state());
}
