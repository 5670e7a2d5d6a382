import { radiusEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function radiusRoutes(app: FastifyInstance) {
  const { radius } = app.services;
  route(app, radiusEndpoints.nasList, () => radius.nasList());
  route(app, radiusEndpoints.nasCreate, ({ body }) => radius.nasCreate(body));
  route(app, radiusEndpoints.nasUpdate, ({ params, body }) => radius.nasUpdate(params.id, body));
  route(app, radiusEndpoints.nasRemove, ({ params }) => radius.nasRemove(params.id));
}
