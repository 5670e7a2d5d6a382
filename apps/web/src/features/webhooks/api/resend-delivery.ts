import { webhookRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deliveriesQueryKey } from './get-webhook-deliveries';

/** Sends a delivery again now, with the same `webhook-id`. */
export const resendDelivery = (id: number) => callApi(webhookRoutes.resend, { params: { id } });

export function useResendDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(webhookId) }),
  });
}
