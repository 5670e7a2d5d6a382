import { endpoint } from '../endpoint.js';
import { TransactionListQuerySchema, TransactionListSchema } from './transaction.schemas.js';

export const transactionEndpoints = {
  my: endpoint({
    method: 'GET',
    path: '/transactions/my',
    auth: 'reseller',
    summary: 'The caller’s ledger rows, filtered by Jalali dates, type and text',
    query: TransactionListQuerySchema,
    response: TransactionListSchema,
  }),
};
