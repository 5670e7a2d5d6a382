import { topUpEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function vouchersRoutes(app: FastifyInstance) {
  const { vouchers, settings } = app.services;
  route(app, topUpEndpoints.addPerfectMoney, ({ user, body, idempotency }) =>
    vouchers.redeem(user.id, body, idempotency),
  );
  route(app, topUpEndpoints.usdPrice, ({ user }) => vouchers.usdPrice(user.id));
  route(app, topUpEndpoints.adminRates, () => settings.getUsdPrice());
  route(app, topUpEndpoints.setUsdPrice, ({ body }) => settings.setUsdPrice(body.usd_price));
}
