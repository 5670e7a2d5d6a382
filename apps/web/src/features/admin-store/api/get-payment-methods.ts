import { storeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const paymentMethodsQueryKey = ['admin', 'paymentmethods'] as const;

export const usePaymentMethods = () =>
  useQuery({ queryKey: paymentMethodsQueryKey, queryFn: () => callApi(storeRoutes.adminMethods) });
