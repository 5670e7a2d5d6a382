import { serviceRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const getServiceGroups = (page: number) => callApi(serviceRoutes.groups, { query: { page } });

export const serviceGroupsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['service-groups', page],
    queryFn: () => getServiceGroups(page),
    placeholderData: keepPreviousData,
    ...startedByLoader,
  });

export const useServiceGroups = (page: number) => useQuery(serviceGroupsQueryOptions(page));
