import { type GiftCardListQuery, giftCardEndpoints } from '@pishkhan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftCardsQueryKey } from './get-giftcard-batches';

/** One batch's cards, a page at a time, filtered by state. */
export const getGiftCards = (query: GiftCardListQuery) => callApi(giftCardEndpoints.list, { query });

export const useGiftCards = (query: GiftCardListQuery) =>
  useQuery({
    queryKey: [...giftCardsQueryKey, 'cards', query],
    queryFn: () => getGiftCards(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
