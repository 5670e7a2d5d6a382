import { nodeRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The nodes a group may be placed on. */
export const useNodeChoices = () => useQuery({ queryKey: ['admin', 'nodes'], queryFn: () => callApi(nodeRoutes.list) });
