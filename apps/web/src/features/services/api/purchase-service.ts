import type { PurchaseBodySchema } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOnce } from '@/lib/idempotency';

export type PurchaseBody = z.input<typeof PurchaseBodySchema>;

/** One debit for one service or a batch: sent again unanswered, it is the same request (decision 054). */
export const purchaseService = (body: PurchaseBody) => callOnce(serviceRoutes.purchase, { body });

export function usePurchaseService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
