import { volumeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The caller's price of one extra pool GB (0: not on sale). */
export const getPoolGbPrice = () => callApi(volumeRoutes.price);

export const poolGbPriceQueryOptions = () =>
  queryOptions({ queryKey: ['volume', 'price'], queryFn: getPoolGbPrice, staleTime: 0 });

export const usePoolGbPrice = () => useQuery(poolGbPriceQueryOptions());
