import { type GiftCardBatchBody, giftCardEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftCardsQueryKey } from './get-giftcard-batches';

export const createGiftCards = (body: GiftCardBatchBody) => callApi(giftCardEndpoints.createBatch, { body });

export function useCreateGiftCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGiftCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsQueryKey }),
  });
}
