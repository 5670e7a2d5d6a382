import { cryptoRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const coinRatesQueryKey = ['admin', 'rates', 'crypto'] as const;

/** TRX and TON now, from the gateway: refreshed every minute while the screen is open, like the reseller's pages. */
export const useCoinRates = () =>
  useQuery({
    queryKey: coinRatesQueryKey,
    queryFn: () => callApi(cryptoRoutes.coinRates),
    refetchInterval: 60_000,
  });
