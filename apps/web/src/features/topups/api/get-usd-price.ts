import { topUpRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec section 9: the voucher rate is refreshed every 60 000 ms. */
export const RATE_REFRESH_MS = 60_000;

export const getUsdPrice = () => callApi(topUpRoutes.usdPrice);

export const usdPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['rates', 'usd'],
    queryFn: getUsdPrice,
    refetchInterval: RATE_REFRESH_MS,
    staleTime: 0,
    meta: { quiet: true },
  });

export const useUsdPrice = () => useQuery(usdPriceQueryOptions());
