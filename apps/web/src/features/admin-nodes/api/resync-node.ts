import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { provisioningQueryKey } from './get-provisioning';

/** Forgets what the node is known to hold and queues every live service again. */
export const resyncNode = (id: number) => callApi(nodeRoutes.resync, { params: { id } });

export function useResyncNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resyncNode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: provisioningQueryKey }),
  });
}
