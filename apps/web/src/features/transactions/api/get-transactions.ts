import { transactionRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';
import { DEFAULT_SORT, type TransactionFilters } from '../utils/transaction-filters';

export const getTransactions = (filters: TransactionFilters) =>
  callApi(transactionRoutes.my, {
    query: {
      page: filters.page,
      from: filters.from || undefined,
      to: filters.to || undefined,
      type: filters.type || undefined,
      search: filters.search.trim() || undefined,
      sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    },
  });

export const transactionsQueryOptions = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: ['transactions', filters],
    queryFn: () => getTransactions(filters),
    placeholderData: keepPreviousData,
    ...startedByLoader,
  });

export const useTransactions = (filters: TransactionFilters) => useQuery(transactionsQueryOptions(filters));
