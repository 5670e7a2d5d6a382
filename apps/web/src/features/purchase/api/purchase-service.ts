import type { PurchaseBodySchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

export type PurchaseBody = z.input<typeof PurchaseBodySchema>;

/** One debit for one service or a batch; a new Idempotency-Key per submit attempt. */
export const purchaseService = (body: PurchaseBody) =>
  callApi(serviceRoutes.purchase, { body, idempotencyKey: newIdempotencyKey() });

export function usePurchaseService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
