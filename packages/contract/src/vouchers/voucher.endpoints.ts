import { endpoint } from '../endpoint.js';
import { RateSchema, VoucherBodySchema, VoucherResponseSchema } from './voucher.schemas.js';

/** PerfectMoney e-voucher top-ups, served by the server's vouchers module. */
export const voucherEndpoints = {
  addPerfectMoney: endpoint({
    method: 'POST',
    path: '/transactions/addperfectmoney',
    auth: 'reseller',
    summary: 'Activate a PerfectMoney e-voucher into the provider account and credit the balance once',
    body: VoucherBodySchema,
    response: VoucherResponseSchema,
    idempotent: true,
  }),
  usdPrice: endpoint({
    method: 'GET',
    path: '/transactions/usdprice',
    auth: 'reseller',
    summary: 'Toman per US dollar for vouchers, and what one dollar credits this reseller',
    response: RateSchema,
  }),
};
