import type { TrafficServiceBodySchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOnce } from '@/lib/idempotency';

export type TrafficServiceBody = z.input<typeof TrafficServiceBodySchema>;

/** Services paid with pool GB instead of Toman: sent again unanswered, it is the same request (decision 054). */
export const purchaseTrafficService = (body: TrafficServiceBody) => callOnce(serviceRoutes.trafficService, { body });

export function usePurchaseTrafficService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseTrafficService,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['services'] })]),
  });
}
