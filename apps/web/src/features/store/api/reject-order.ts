import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** Card-to-card: the money did not arrive; the order is cancelled. */
export const rejectOrder = (id: number) => callApi(storeRoutes.rejectOrder, { params: { id } });

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
