import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { orderQueryKey } from './get-order';

export const sendCardReference = ({ token, reference }: { token: string; reference: string }) =>
  callApi(storeRoutes.cardReference, { params: { token }, body: { reference } });

/** The answer is the order as it is now: the page shows it at once. */
export function useSendCardReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCardReference,
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.token), order),
  });
}
