import type { NodeBody } from '@pishkhan/contract';
import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { provisioningQueryKey } from './get-provisioning';

/** No id: a new node. A change sends the whole node too, its inbounds with their ids (decision 086). */
export const saveNode = ({ id, body }: { id?: number; body: NodeBody }) =>
  id ? callApi(nodeRoutes.update, { params: { id }, body }) : callApi(nodeRoutes.create, { body });

export function useSaveNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: provisioningQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'nodes'] }),
      ]),
  });
}
