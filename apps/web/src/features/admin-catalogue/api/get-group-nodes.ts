import { nodeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const groupNodesQueryKey = (id: number) => ['admin', 'packagegroups', id, 'nodes'] as const;

export const getGroupNodes = (id: number) => callApi(nodeRoutes.groupNodes, { params: { id } });

export const useGroupNodes = (id: number) =>
  useQuery({ queryKey: groupNodesQueryKey(id), queryFn: () => getGroupNodes(id), staleTime: 0 });
