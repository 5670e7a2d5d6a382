import { profileRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getRemarks = () => callApi(profileRoutes.remarks);

export const remarksQueryOptions = () => queryOptions({ queryKey: ['profile', 'remarks'], queryFn: getRemarks });

export const useRemarks = () => useQuery(remarksQueryOptions());
