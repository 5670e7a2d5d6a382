import { endpoint } from '../endpoint.js';
import { ResellerInfoSchema } from './dashboard.schemas.js';

export const dashboardEndpoints = {
  resellerInfo: endpoint({
    method: 'GET',
    path: '/dashboard/resellerinfo',
    auth: 'reseller',
    summary: 'Counts of active, unused and unpaid services',
    response: ResellerInfoSchema,
  }),
};
