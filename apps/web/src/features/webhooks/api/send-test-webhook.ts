import { webhookRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deliveriesQueryKey } from './get-webhook-deliveries';

/** A `webhook.test` event through the same queue and signature as the real ones. */
export const sendTestWebhook = (id: number) => callApi(webhookRoutes.test, { params: { id } });

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(id) }),
  });
}
