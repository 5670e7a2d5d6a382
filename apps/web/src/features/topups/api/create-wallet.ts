import type { CryptoCurrency } from '@pishkhan/contract';
import { cryptoRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletsQueryOptions } from './get-wallets';

export const createWallet = (currency: CryptoCurrency) => callApi(cryptoRoutes.createWallet, { body: { currency } });

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: (wallets) => queryClient.setQueryData(walletsQueryOptions().queryKey, wallets),
  });
}
