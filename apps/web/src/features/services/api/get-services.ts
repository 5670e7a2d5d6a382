import type { ServiceSort } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { readPage } from '@/lib/page-param';
import { startedByLoader } from '@/lib/route-queries';

/**
 * Filters of docs/product/services-and-statuses.md#service-list-filters: status 0-4 and 5 near the end, paid 0-2, the
 * order; page from the URL.
 */
export interface ServiceFilters {
  page: number;
  user_id?: number;
  status: number;
  paid: number;
  search?: string;
  sort?: ServiceSort;
}

/** What /services's address holds: the list's filters and the customer's name shown in the filter bar. */
export interface ServicesAddress {
  page: number;
  user_id?: number;
  customer?: string;
  search: string;
  status: number;
  paid: number;
  sort: ServiceSort;
}

/** The contract's `SERVICE_SORTS` and status 5 (near the end), kept here so the list's chunk carries no schemas. */
const SORTS: readonly ServiceSort[] = ['new', 'expiry', 'usage'];
export const STATUS_NEAR_END = 5;

const inRange = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

/** docs/product/screens.md: the page and the filters live in the URL; anything malformed reads as its default. */
export function readServicesAddress(params: URLSearchParams): ServicesAddress {
  const userId = Number(params.get('user_id'));
  return {
    page: readPage(params),
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    customer: params.get('customer') ?? undefined,
    search: params.get('search') ?? '',
    status: inRange(params.get('status'), STATUS_NEAR_END),
    paid: inRange(params.get('paid'), 2),
    sort: SORTS.find((s) => s === params.get('sort')) ?? 'new',
  };
}

/** The list query's filters for an address: the route and its loader ask for the same query. */
export const listFilters = (a: ServicesAddress): ServiceFilters => ({
  page: a.page,
  user_id: a.user_id,
  status: a.status,
  paid: a.paid,
  search: a.search || undefined,
  // The default order is left out, so the address and the query stay as they were without one.
  sort: a.sort === 'new' ? undefined : a.sort,
});

export const servicesQueryKey = ['services'] as const;

export const getServices = (filters: ServiceFilters, signal?: AbortSignal) =>
  callApi(serviceRoutes.list, { query: { ...filters }, signal });

export const servicesQueryOptions = (filters: ServiceFilters) =>
  queryOptions({
    queryKey: [...servicesQueryKey, 'list', filters],
    queryFn: ({ signal }) => getServices(filters, signal),
    ...startedByLoader,
  });

export const useServices = (filters: ServiceFilters) =>
  useQuery({ ...servicesQueryOptions(filters), placeholderData: keepPreviousData });
