import type { WebhookUpdate } from '@pishkhan/contract';
import { webhookRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhooksQueryKey } from './get-webhooks';

/** The address, the events, or `status: 'active'` to resume a paused endpoint (what waited then goes). */
export const updateWebhook = ({ id, body }: { id: number; body: WebhookUpdate }) =>
  callApi(webhookRoutes.update, { params: { id }, body });

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
