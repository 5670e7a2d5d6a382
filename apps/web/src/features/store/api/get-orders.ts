import { storeRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const ordersQueryKey = ['store', 'orders'] as const;

export const getOrders = (page: number) => callApi(storeRoutes.myOrders, { query: { page } });

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, page],
    queryFn: () => getOrders(page),
    placeholderData: keepPreviousData,
    ...startedByLoader,
  });

export const useOrders = (page: number) => useQuery(ordersQueryOptions(page));
