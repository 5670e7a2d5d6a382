import { referralRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const getReferrals = (page: number) => callApi(referralRoutes.referrals, { query: { page } });

export const referralsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['referrals', page],
    queryFn: () => getReferrals(page),
    placeholderData: keepPreviousData,
    ...startedByLoader,
  });

export const useReferrals = (page: number) => useQuery(referralsQueryOptions(page));
