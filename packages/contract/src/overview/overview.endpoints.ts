import { endpoint } from '../endpoint.js';
import { OverviewSchema } from './overview.schemas.js';

export const overviewEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/admin/overview',
    auth: 'admin',
    summary: "Resellers, live services, today's sales and top-ups, node health and the provisioning backlog",
    response: OverviewSchema,
  }),
};
