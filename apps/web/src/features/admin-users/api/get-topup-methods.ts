import { transactionRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Which top-ups the server has a provider's keys for: a pay group can offer only these. */
export const useTopUpMethods = () =>
  useQuery({
    queryKey: ['admin', 'topup-methods'],
    queryFn: () => callApi(transactionRoutes.topUpMethods),
    staleTime: Number.POSITIVE_INFINITY,
  });
