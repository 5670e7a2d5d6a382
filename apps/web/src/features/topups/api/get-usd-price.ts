import { voucherRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';
import { RATE_REFRESH_MS } from './rate-refresh';

export const getUsdPrice = () => callApi(voucherRoutes.usdPrice);

export const usdPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['rates', 'usd'],
    queryFn: getUsdPrice,
    refetchInterval: RATE_REFRESH_MS,
    ...startedByLoader,
    meta: { quiet: true },
  });

export const useUsdPrice = () => useQuery(usdPriceQueryOptions());
