import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { groupNodesQueryKey } from './get-group-nodes';

/** An empty list puts the group's services on every active node. */
export const setGroupNodes = ({ id, node_ids }: { id: number; node_ids: number[] }) =>
  callApi(nodeRoutes.setGroupNodes, { params: { id }, body: { node_ids } });

export function useSetGroupNodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupNodes,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: groupNodesQueryKey(id) }),
  });
}
