import { type CryptoCurrency, topUpEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { walletsQueryOptions } from './get-wallets';

export const createWallet = (currency: CryptoCurrency) => callApi(topUpEndpoints.createWallet, { body: { currency } });

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: (wallets) => queryClient.setQueryData(walletsQueryOptions().queryKey, wallets),
  });
}
