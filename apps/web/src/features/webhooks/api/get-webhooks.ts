import { webhookRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';

export const webhooksQueryKey = ['webhooks'] as const;

export const getWebhooks = () => callApi(webhookRoutes.list);

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhooksQueryKey, queryFn: getWebhooks, ...startedByLoader });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
