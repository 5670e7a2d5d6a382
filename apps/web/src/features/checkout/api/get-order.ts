import { ORDER_STATUS } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const orderQueryKey = (token: string) => ['public-order', token] as const;

export const getOrder = (token: string) => callApi(storeRoutes.publicOrder, { params: { token } });

/** While the order waits for payment or delivery the page asks again, so the service appears by itself. */
export const WAITING_POLL_MS = 3000;

export const orderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderQueryKey(token),
    queryFn: () => getOrder(token),
    meta: { quiet: true },
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === ORDER_STATUS.AWAITING || status === ORDER_STATUS.PAID ? WAITING_POLL_MS : false;
    },
  });

export const useOrder = (token: string) => useQuery(orderQueryOptions(token));
