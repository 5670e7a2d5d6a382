import { voucherEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function vouchersRoutes(app: FastifyInstance) {
  const { vouchers } = app.services;
  route(app, voucherEndpoints.addPerfectMoney, ({ user, body, idempotency }) =>
    vouchers.redeem(user.id, body, idempotency),
  );
  route(app, voucherEndpoints.usdPrice, ({ user }) => vouchers.usdPrice(user.id));
}
