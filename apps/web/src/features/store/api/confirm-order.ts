import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** Card-to-card: the money arrived; the server marks the order paid and delivers it from the balance. */
export const confirmOrder = (id: number) =>
  callApi(storeRoutes.confirmOrder, { params: { id }, idempotencyKey: newIdempotencyKey() });

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
