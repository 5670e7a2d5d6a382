import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { provisioningQueryKey } from './get-provisioning';

/** Deletes a node (decision 101); refused while a package group would be left with no node. */
export const deleteNode = (id: number) => callApi(nodeRoutes.remove, { params: { id } });

export function useDeleteNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: provisioningQueryKey }),
  });
}
