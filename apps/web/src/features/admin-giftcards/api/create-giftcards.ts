import type { GiftCardBatchBody } from '@pishkhan/contract';
import { giftCardRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { giftCardsQueryKey } from './get-giftcard-batches';

export const createGiftCards = (body: GiftCardBatchBody) => callApi(giftCardRoutes.createBatch, { body });

export function useCreateGiftCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGiftCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsQueryKey }),
  });
}
