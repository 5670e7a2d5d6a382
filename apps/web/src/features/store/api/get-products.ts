import { storeEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const productsQueryKey = ['store', 'products'] as const;

export const getProducts = () => callApi(storeEndpoints.myProducts);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: productsQueryKey, queryFn: getProducts, staleTime: 0 });

export const useProducts = () => useQuery(productsQueryOptions());
