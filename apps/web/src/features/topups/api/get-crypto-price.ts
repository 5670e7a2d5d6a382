import type { CryptoCurrency } from '@pishkhan/contract';
import { cryptoRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';
import { RATE_REFRESH_MS } from './rate-refresh';

export const getCryptoPrice = (currency: CryptoCurrency) =>
  callApi(currency === 'TRX' ? cryptoRoutes.tronPrice : cryptoRoutes.tonPrice);

export const cryptoPriceQueryOptions = (currency: CryptoCurrency) =>
  queryOptions({
    queryKey: ['rates', currency],
    queryFn: () => getCryptoPrice(currency),
    refetchInterval: RATE_REFRESH_MS,
    ...startedByLoader,
    meta: { quiet: true },
  });

export const useCryptoPrice = (currency: CryptoCurrency) => useQuery(cryptoPriceQueryOptions(currency));
