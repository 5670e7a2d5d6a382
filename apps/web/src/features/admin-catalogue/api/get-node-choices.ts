import { nodeEndpoints } from '@pishkhan/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The nodes a group may be placed on. */
export const useNodeChoices = () =>
  useQuery({ queryKey: ['admin', 'nodes'], queryFn: () => callApi(nodeEndpoints.list) });
