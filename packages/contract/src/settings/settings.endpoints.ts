import { endpoint } from '../endpoint.js';
import { AdminRatesSchema, MaintenanceBodySchema, MaintenanceSchema, UsdPriceBodySchema } from './settings.schemas.js';

export const settingsEndpoints = {
  maintenance: endpoint({
    method: 'GET',
    path: '/settings/maintenance',
    auth: 'public',
    summary: 'Whether the panel is under maintenance',
    response: MaintenanceSchema,
  }),
  adminMaintenance: endpoint({
    method: 'GET',
    path: '/admin/settings/maintenance',
    auth: 'admin',
    summary: 'Maintenance mode',
    response: MaintenanceSchema,
  }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/admin/settings/maintenance',
    auth: 'admin',
    summary: 'Turn maintenance mode on or off',
    body: MaintenanceBodySchema,
    response: MaintenanceSchema,
  }),
  adminRates: endpoint({
    method: 'GET',
    path: '/admin/rates',
    auth: 'admin',
    summary: 'The US dollar rate in Toman',
    response: AdminRatesSchema,
  }),
  setUsdPrice: endpoint({
    method: 'PUT',
    path: '/admin/rates',
    auth: 'admin',
    summary: 'Set the US dollar rate in Toman (vouchers and crypto are priced from it)',
    body: UsdPriceBodySchema,
    response: AdminRatesSchema,
  }),
};
