import { nodeEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function nodesRoutes(app: FastifyInstance) {
  const { nodes } = app.services;
  route(app, nodeEndpoints.list, () => nodes.list());
  route(app, nodeEndpoints.create, ({ body }) => nodes.create(body));
  route(app, nodeEndpoints.update, ({ params, body }) => nodes.update(params.id, body));
  route(app, nodeEndpoints.config, ({ params, user, request }) =>
    nodes.config(params.id, { actor: user, ip: request.ip }),
  );
  route(app, nodeEndpoints.groupNodes, ({ params }) => nodes.groupNodes(params.id));
  route(app, nodeEndpoints.setGroupNodes, ({ params, body }) => nodes.setGroupNodes(params.id, body.node_ids));
  route(app, nodeEndpoints.remove, ({ params }) => nodes.remove(params.id));
  route(app, nodeEndpoints.resync, ({ params }) => nodes.resync(params.id));
}
