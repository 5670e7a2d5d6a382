import { transactionRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface LedgerFilters {
  page: number;
  from: string;
  to: string;
  type: number;
  search: string;
  /** One user's ledger, or every user's when absent. */
  user_id?: number | undefined;
}

export const getAllTransactions = (filters: LedgerFilters) =>
  callApi(transactionRoutes.all, {
    query: {
      page: filters.page,
      from: filters.from || undefined,
      to: filters.to || undefined,
      type: filters.type || undefined,
      search: filters.search.trim() || undefined,
      user_id: filters.user_id,
    },
  });

export const allTransactionsQueryOptions = (filters: LedgerFilters) =>
  queryOptions({
    queryKey: ['admin', 'transactions', filters],
    queryFn: () => getAllTransactions(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAllTransactions = (filters: LedgerFilters) => useQuery(allTransactionsQueryOptions(filters));
