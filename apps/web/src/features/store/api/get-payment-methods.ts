import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The gateways a store may offer, with the keys each needs. */
export const getPaymentMethods = () => callApi(storeRoutes.paymentMethods);

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['store', 'available-methods'], queryFn: getPaymentMethods, staleTime: 60_000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
