import { endpoint } from '../endpoint.js';
import {
  AdminTransactionListQuerySchema,
  TransactionListQuerySchema,
  TransactionListSchema,
} from './transaction.schemas.js';

export const transactionEndpoints = {
  my: endpoint({
    method: 'GET',
    path: '/transactions/my',
    auth: 'reseller',
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
};
