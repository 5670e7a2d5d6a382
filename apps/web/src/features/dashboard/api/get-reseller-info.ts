import { dashboardRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getResellerInfo = () => callApi(dashboardRoutes.resellerInfo);

export const resellerInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'resellerinfo'], queryFn: getResellerInfo, staleTime: 0 });

export const useResellerInfo = () => useQuery(resellerInfoQueryOptions());
