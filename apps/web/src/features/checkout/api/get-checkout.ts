import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getCheckout = (token: string) => callApi(storeRoutes.checkout, { params: { token } });

/** Quiet: a dead link is shown in the page to the customer, not in the panel's error dialog. */
export const checkoutQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['checkout', token], queryFn: () => getCheckout(token), meta: { quiet: true } });

export const useCheckout = (token: string) => useQuery(checkoutQueryOptions(token));
