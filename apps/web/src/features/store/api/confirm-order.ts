import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/**
 * Card-to-card: the money arrived; the server marks the order paid and delivers it from the balance. An order is
 * confirmed once, so its key is the order's: a confirm sent again gets the first answer.
 */
export const confirmOrder = (id: number) =>
  callApi(storeRoutes.confirmOrder, { params: { id }, idempotencyKey: `confirm-order-${id}` });

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
