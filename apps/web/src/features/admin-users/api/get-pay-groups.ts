import { userRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const payGroupsQueryKey = ['admin', 'paygroups'] as const;

export const getPayGroups = () => callApi(userRoutes.listPayGroups);

export const usePayGroups = () => useQuery({ queryKey: payGroupsQueryKey, queryFn: getPayGroups });
