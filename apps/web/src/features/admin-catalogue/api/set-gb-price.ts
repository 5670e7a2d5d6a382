import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { gbPriceQueryKey } from './get-gb-price';

/** 0 stops selling extra GB. */
export const setGbPrice = (price: number) => callApi(volumeRoutes.setAdminGbPrice, { body: { price } });

export function useSetGbPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGbPrice, onSuccess: (data) => queryClient.setQueryData(gbPriceQueryKey, data) });
}
