import type { WebhookBody } from '@pishkhan/contract';
import { webhookRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

/** Answers the endpoint with its signing secret, the only time the secret is shown. */
export const createWebhook = (body: WebhookBody) => callApi(webhookRoutes.create, { body });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
