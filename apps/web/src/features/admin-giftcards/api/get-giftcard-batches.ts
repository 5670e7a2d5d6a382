import { giftCardRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const giftCardsQueryKey = ['admin', 'giftcards'] as const;

export const getGiftCardBatches = (page: number) => callApi(giftCardRoutes.batches, { query: { page } });

export const useGiftCardBatches = (page: number) =>
  useQuery({
    queryKey: [...giftCardsQueryKey, 'batches', page],
    queryFn: () => getGiftCardBatches(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
