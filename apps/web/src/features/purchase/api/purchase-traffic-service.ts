import type { TrafficServiceBodySchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

export type TrafficServiceBody = z.input<typeof TrafficServiceBodySchema>;

/** Services paid with pool GB instead of Toman; a new Idempotency-Key per submit attempt. */
export const purchaseTrafficService = (body: TrafficServiceBody) =>
  callApi(serviceRoutes.trafficService, { body, idempotencyKey: newIdempotencyKey() });

export function usePurchaseTrafficService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseTrafficService,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['services'] })]),
  });
}
