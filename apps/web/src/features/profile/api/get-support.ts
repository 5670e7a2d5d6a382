import { profileRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getSupport = () => callApi(profileRoutes.support);

export const supportQueryOptions = () => queryOptions({ queryKey: ['profile', 'support'], queryFn: getSupport });

export const useSupport = () => useQuery(supportQueryOptions());
