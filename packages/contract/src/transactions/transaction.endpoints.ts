import { endpoint } from '../endpoint.js';
import {
  AdminTransactionListQuerySchema,
  TopUpMethodsSchema,
  TransactionListQuerySchema,
  TransactionListSchema,
} from './transaction.schemas.js';

export const transactionEndpoints = {
  my: endpoint({
    method: 'GET',
    path: '/transactions/my',
    auth: 'reseller',
    scope: 'balance:read',
    summary: 'The caller’s ledger rows, filtered by Jalali dates, type and text',
    query: TransactionListQuerySchema,
    response: TransactionListSchema,
  }),
  all: endpoint({
    method: 'GET',
    path: '/admin/transactions',
    auth: 'admin',
    summary: 'Every ledger row (or one user’s), filtered by Jalali dates, type and text, newest first',
    query: AdminTransactionListQuerySchema,
    response: TransactionListSchema,
  }),
  topUpMethods: endpoint({
    method: 'GET',
    path: '/admin/topup-methods',
    auth: 'admin',
    summary:
      'The top-ups this server has a provider’s keys for (PerfectMoney vouchers, crypto): a pay group offers only these',
    response: TopUpMethodsSchema,
  }),
};
