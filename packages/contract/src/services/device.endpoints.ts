import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ServiceDeviceParamsSchema, ServiceDevicesSchema, ServiceLimitsBodySchema } from './device.schemas.js';
import { ServiceSchema } from './service.schemas.js';

/** A service's devices and fair-use limits (decision 105): only its owner sees or changes them. */
export const serviceDeviceEndpoints = {
  devices: endpoint({
    method: 'GET',
    path: '/services/:id/devices',
    auth: 'reseller',
    scope: 'services:read',
    summary: 'The devices a service’s subscription has kept, and its device and simultaneous limits',
    params: IdParamsSchema,
    response: ServiceDevicesSchema,
  }),
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/services/:id/devices/:deviceId',
    auth: 'reseller',
    scope: 'services:write',
    summary: 'Forget one device of a service, freeing its place for another',
    params: ServiceDeviceParamsSchema,
    response: MessageSchema,
  }),
  limits: endpoint({
    method: 'POST',
    path: '/services/limits',
    auth: 'reseller',
    scope: 'services:write',
    summary:
      'Lower a service’s device and simultaneous limits (never above its package’s; 0 only where the package has none)',
    body: ServiceLimitsBodySchema,
    response: ServiceSchema,
  }),
};
