import { useDebouncedValue } from '@mantine/hooks';
import { normalizeText } from '@pishkhan/contract';
import { userRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_SEARCH_MIN, type Customer } from './customer-picker';

/** docs/product/rules.md#errors: a failed mobile search is ignored silently, so it resolves to no results. */
export const searchCustomers = (mobile: string, signal?: AbortSignal): Promise<Customer[]> =>
  callApi(userRoutes.searchCustomers, { body: { mobile }, signal }).catch(() => []);

const normalize = (text: string) => normalizeText(text).replace(/\s/g, '');

export const customerSearchQueryOptions = (mobile: string) =>
  queryOptions({
    queryKey: ['customers', 'search', mobile],
    queryFn: ({ signal }) => searchCustomers(mobile, signal),
    enabled: mobile.length >= CUSTOMER_SEARCH_MIN,
  });

/** Results for 4+ characters; fewer clears them (docs/product/entities-and-states.md#forms-and-dialogs). */
export function useCustomerSearch(text: string) {
  const [debounced] = useDebouncedValue(normalize(text), 250);
  const query = useQuery(customerSearchQueryOptions(debounced));
  const active = normalize(text).length >= CUSTOMER_SEARCH_MIN;
  return { results: active ? (query.data ?? []) : [], loading: active && query.isFetching };
}
