import { dashboardEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getResellerInfo = () => callApi(dashboardEndpoints.resellerInfo);

export const resellerInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'resellerinfo'], queryFn: getResellerInfo, staleTime: 0 });

export const useResellerInfo = () => useQuery(resellerInfoQueryOptions());
