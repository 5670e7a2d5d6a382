import { userEndpoints } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getPayGroups = () => callApi(userEndpoints.listPayGroups);

export const usePayGroups = () => useQuery({ queryKey: ['admin', 'paygroups'], queryFn: getPayGroups });
