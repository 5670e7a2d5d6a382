import { storeEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** Card-to-card: the money did not arrive; the order is cancelled. */
export const rejectOrder = (id: number) => callApi(storeEndpoints.rejectOrder, { params: { id } });

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
