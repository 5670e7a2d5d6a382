import type { BulkBody, BulkPreviewBody } from '@pishkhan/contract';
import { serviceRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { callOnce } from '@/lib/idempotency';
import { servicesQueryKey } from './get-services';

/** What a bulk action would do (decision 099): the services, each one's price or refund, the total; moves nothing. */
export const previewBulk = (body: BulkPreviewBody) => callApi(serviceRoutes.bulkPreview, { body });

/** Does it to exactly the services the preview named, once: sent again unanswered, it is the same request (decision 054). */
export const runBulk = (body: BulkBody) => callOnce(serviceRoutes.bulk, { body });

export const usePreviewBulk = () => useMutation({ mutationFn: previewBulk });

export function useRunBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
