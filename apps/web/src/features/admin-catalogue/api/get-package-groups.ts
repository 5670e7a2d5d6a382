import { catalogueEndpoints } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const packageGroupsQueryKey = ['admin', 'packagegroups'] as const;

export const getPackageGroups = () => callApi(catalogueEndpoints.adminPackageGroups);

export const usePackageGroups = () => useQuery({ queryKey: packageGroupsQueryKey, queryFn: getPackageGroups });
