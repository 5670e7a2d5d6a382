import { dashboardRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { unlessJustFetched } from '../../../lib/route-queries';

export const getResellerInfo = () => callApi(dashboardRoutes.resellerInfo);

export const resellerInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'resellerinfo'],
    queryFn: getResellerInfo,
    staleTime: 0,
    refetchOnMount: unlessJustFetched,
  });

export const useResellerInfo = () => useQuery(resellerInfoQueryOptions());
