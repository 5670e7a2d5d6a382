import { settingsRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ratesQueryKey } from './get-rates';

/** Vouchers and crypto top-ups are priced from it. */
export const setUsdPrice = (usd_price: number) => callApi(settingsRoutes.setUsdPrice, { body: { usd_price } });

export function useSetUsdPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsdPrice,
    onSuccess: (data) => {
      queryClient.setQueryData(ratesQueryKey, data);
      // The coin rates of features/admin-crypto (get-coin-rates.ts) are priced from the dollar.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'rates', 'crypto'] });
    },
  });
}
