import { nodeEndpoints } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const groupNodesQueryKey = (id: number) => ['admin', 'packagegroups', id, 'nodes'] as const;

export const getGroupNodes = (id: number) => callApi(nodeEndpoints.groupNodes, { params: { id } });

export const useGroupNodes = (id: number) =>
  useQuery({ queryKey: groupNodesQueryKey(id), queryFn: () => getGroupNodes(id), staleTime: 0 });
