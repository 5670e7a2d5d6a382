import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const productsQueryKey = ['store', 'products'] as const;

export const getProducts = () => callApi(storeRoutes.myProducts);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: productsQueryKey, queryFn: getProducts, ...startedByLoader });

export const useProducts = () => useQuery(productsQueryOptions());
