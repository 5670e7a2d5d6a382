import { serviceRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { unlessJustFetched } from '../../../lib/route-queries';

export const getReferrals = (page: number) => callApi(serviceRoutes.referrals, { query: { page } });

export const referralsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['referrals', page],
    queryFn: () => getReferrals(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: unlessJustFetched,
  });

export const useReferrals = (page: number) => useQuery(referralsQueryOptions(page));
