import { webhookRoutes } from '@pishkhan/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const deliveriesQueryKey = (id: number) => ['webhooks', id, 'deliveries'] as const;

export const getWebhookDeliveries = (id: number, page: number) =>
  callApi(webhookRoutes.deliveries, { params: { id }, query: { page } });

/** While a delivery on the page waits, the page is asked again every few seconds to show its answer. */
export const PENDING_REFRESH_MS = 3000;

export const webhookDeliveriesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...deliveriesQueryKey(id), page],
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false,
    ...startedByLoader,
  });

export const useWebhookDeliveries = (id: number, page: number) => useQuery(webhookDeliveriesQueryOptions(id, page));
