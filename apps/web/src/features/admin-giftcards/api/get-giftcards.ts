import type { GiftCardListQuery } from '@pishkhan/contract';
import { giftCardRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { giftCardsQueryKey } from './get-giftcard-batches';

/** One batch's cards, a page at a time, filtered by state. */
export const getGiftCards = (query: GiftCardListQuery) => callApi(giftCardRoutes.list, { query });

export const useGiftCards = (query: GiftCardListQuery) =>
  useQuery({
    queryKey: [...giftCardsQueryKey, 'cards', query],
    queryFn: () => getGiftCards(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
