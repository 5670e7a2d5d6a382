import { profileEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getSupport = () => callApi(profileEndpoints.support);

export const supportQueryOptions = () => queryOptions({ queryKey: ['profile', 'support'], queryFn: getSupport });

export const useSupport = () => useQuery(supportQueryOptions());
