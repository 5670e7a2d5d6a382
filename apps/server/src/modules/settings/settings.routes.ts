import { settingsEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function settingsRoutes(app: FastifyInstance) {
  const { settings } = app.services;
  route(app, settingsEndpoints.maintenance, () => settings.getMaintenance());
  route(app, settingsEndpoints.adminMaintenance, () => settings.getMaintenance());
  route(app, settingsEndpoints.setMaintenance, ({ body }) => settings.setMaintenance(body));
  route(app, settingsEndpoints.adminRates, () => settings.getUsdPrice());
  route(app, settingsEndpoints.setUsdPrice, ({ body }) => settings.setUsdPrice(body.usd_price));
}
