import { storeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Under the orders' key, so a confirm or reject (which refreshes the orders) refreshes the count too. */
export const awaitingOrdersQueryKey = ['store', 'orders', 'awaiting'] as const;

/** How often the count is asked again while the panel is open: a customer's reference arrives at any time. */
const REFRESH_MS = 30_000;

/**
 * Card-to-card orders waiting for the reseller to confirm the money arrived (docs/product/store.md): the sidebar's
 * badge and the dashboard's notice read it; asked again every half minute and whenever the window is back in focus.
 */
export const useAwaitingOrders = (enabled: boolean) =>
  useQuery({
    queryKey: awaitingOrdersQueryKey,
    queryFn: () => callApi(storeRoutes.awaitingOrders),
    enabled,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
