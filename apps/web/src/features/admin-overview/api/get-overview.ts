import { overviewRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const overviewQueryKey = ['admin', 'overview'] as const;

export const getOverview = () => callApi(overviewRoutes.overview);

/** Refreshed every minute while open: today's money and the nodes move without the admin doing anything. */
export const overviewQueryOptions = () =>
  queryOptions({ queryKey: overviewQueryKey, queryFn: getOverview, staleTime: 0, refetchInterval: 60_000 });

export const useOverview = () => useQuery(overviewQueryOptions());
