import type { ServerInfoBodySchema } from '@pishkhan/contract';
import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { serverInfosQueryKey } from './get-server-infos';

type Body = z.output<typeof ServerInfoBodySchema>;

/** No id: a new card. */
export const saveServerInfo = ({ id, body }: { id?: number; body: Body }) =>
  id
    ? callApi(catalogueRoutes.updateServerInfo, { params: { id }, body })
    : callApi(catalogueRoutes.createServerInfo, { body });

export function useSaveServerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServerInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverInfosQueryKey }),
  });
}
