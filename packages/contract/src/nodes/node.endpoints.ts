import { z } from 'zod';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { GroupNodesBodySchema, NodeBodySchema, NodeSchema, UpdateNodeBodySchema } from './node.schemas.js';

export const nodeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/nodes',
    auth: 'admin',
    summary: 'V2Ray/Xray nodes',
    response: z.array(NodeSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/nodes',
    auth: 'admin',
    summary: 'Add a node: its gRPC API, inbound and the public side for share links',
    body: NodeBodySchema,
    response: NodeSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/nodes/:id',
    auth: 'admin',
    summary: 'Change a node',
    params: IdParamsSchema,
    body: UpdateNodeBodySchema,
    response: NodeSchema,
  }),
  config: endpoint({
    method: 'GET',
    path: '/admin/nodes/:id/config',
    auth: 'admin',
    summary:
      'The node’s whole core configuration (JSON) for the operator to install: the API, the counters and every inbound, users left to the API',
    params: IdParamsSchema,
    response: z.record(z.string(), z.unknown()),
  }),
  groupNodes: endpoint({
    method: 'GET',
    path: '/admin/packagegroups/:id/nodes',
    auth: 'admin',
    summary: 'The nodes a package group’s services live on (none: every active node)',
    params: IdParamsSchema,
    response: z.object({ node_ids: z.array(z.number().int()) }),
  }),
  setGroupNodes: endpoint({
    method: 'PUT',
    path: '/admin/packagegroups/:id/nodes',
    auth: 'admin',
    summary: 'The nodes a package group’s services live on (none: every active node)',
    params: IdParamsSchema,
    body: GroupNodesBodySchema,
    response: z.object({ node_ids: z.array(z.number().int()) }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/nodes/:id',
    auth: 'admin',
    summary:
      'Delete a node (decision 101): refused while a package group with live services would be left with no node; its services stay on their other nodes and their links drop it',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  resync: endpoint({
    method: 'POST',
    path: '/admin/nodes/:id/resync',
    auth: 'admin',
    summary: 'Forget what the node is known to hold and queue every service that belongs there again',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
