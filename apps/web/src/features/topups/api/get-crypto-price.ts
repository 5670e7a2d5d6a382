import type { CryptoCurrency } from '@pishkhan/contract';
import { topUpRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startedByLoader } from '../../../lib/route-queries';
import { RATE_REFRESH_MS } from './rate-refresh';

export const getCryptoPrice = (currency: CryptoCurrency) =>
  callApi(currency === 'TRX' ? topUpRoutes.tronPrice : topUpRoutes.tonPrice);

export const cryptoPriceQueryOptions = (currency: CryptoCurrency) =>
  queryOptions({
    queryKey: ['rates', currency],
    queryFn: () => getCryptoPrice(currency),
    refetchInterval: RATE_REFRESH_MS,
    ...startedByLoader,
    meta: { quiet: true },
  });

export const useCryptoPrice = (currency: CryptoCurrency) => useQuery(cryptoPriceQueryOptions(currency));
