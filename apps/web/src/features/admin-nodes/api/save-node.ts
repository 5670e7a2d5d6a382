import type { NodeBody, UpdateNodeBody } from '@pishkhan/contract';
import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { provisioningQueryKey } from './get-provisioning';

/** No id: a new node. */
export const saveNode = ({ id, body }: { id?: number; body: UpdateNodeBody }) =>
  id ? callApi(nodeRoutes.update, { params: { id }, body }) : callApi(nodeRoutes.create, { body: body as NodeBody });

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
