import { ipRangeEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function ipRangesRoutes(app: FastifyInstance) {
  const { ipRanges } = app.services;
  route(app, ipRangeEndpoints.summary, () => ipRanges.summary());
  route(app, ipRangeEndpoints.import, ({ body }) => ipRanges.import(body));
  route(app, ipRangeEndpoints.lookup, ({ query }) => ipRanges.lookup(query.ip));
}
