import { serviceRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const getResellerInfo = () => callApi(serviceRoutes.resellerInfo);

export const resellerInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'resellerinfo'],
    queryFn: getResellerInfo,
    ...startedByLoader,
  });

export const useResellerInfo = () => useQuery(resellerInfoQueryOptions());
