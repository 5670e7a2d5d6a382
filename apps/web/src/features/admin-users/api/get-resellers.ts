import { userRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ResellerFilters } from '../utils/reseller-filters';

export const usersQueryKey = ['admin', 'users'] as const;

/** One search box: digits search the mobile, anything else the name. */
export const getResellers = (filters: ResellerFilters) => {
  const text = filters.search.trim();
  const byMobile = /^[\d۰-۹+\s-]+$/.test(text);
  return callApi(userRoutes.list, {
    query: {
      page: filters.page,
      type: filters.type || undefined,
      mobile: byMobile ? text.replace(/[\s+-]/g, '') : undefined,
      name: byMobile ? undefined : text || undefined,
    },
  });
};

export const resellersQueryOptions = (filters: ResellerFilters) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', filters],
    queryFn: () => getResellers(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useResellers = (filters: ResellerFilters) => useQuery(resellersQueryOptions(filters));
