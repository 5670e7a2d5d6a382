import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const packageGroupsQueryKey = ['admin', 'packagegroups'] as const;

export const getPackageGroups = () => callApi(catalogueRoutes.adminPackageGroups);

export const usePackageGroups = () => useQuery({ queryKey: packageGroupsQueryKey, queryFn: getPackageGroups });
