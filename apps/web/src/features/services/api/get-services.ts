import { serviceRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Filters of spec section 3: status 0-4, paid 0-2; page from the URL. */
export interface ServiceFilters {
  page: number;
  user_id?: number;
  status: number;
  paid: number;
  search?: string;
}

export const servicesQueryKey = ['services'] as const;

export const getServices = (filters: ServiceFilters, signal?: AbortSignal) =>
  callApi(serviceRoutes.list, { query: { ...filters }, signal });

export const servicesQueryOptions = (filters: ServiceFilters) =>
  queryOptions({
    queryKey: [...servicesQueryKey, 'list', filters],
    queryFn: ({ signal }) => getServices(filters, signal),
    staleTime: 0,
  });

export const useServices = (filters: ServiceFilters) =>
  useQuery({ ...servicesQueryOptions(filters), placeholderData: keepPreviousData });
