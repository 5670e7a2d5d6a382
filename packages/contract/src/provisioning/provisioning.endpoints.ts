import { endpoint } from '../endpoint.js';
import { ProvisioningStateSchema } from './provisioning.schemas.js';

export const provisioningEndpoints = {
  state: endpoint({
    method: 'GET',
    path: '/admin/provisioning',
    auth: 'admin',
    summary: 'Node health and the provisioning backlog',
    response: ProvisioningStateSchema,
  }),
};
