import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { serverInfosQueryKey } from './get-server-infos';

export const deleteServerInfo = (id: number) => callApi(catalogueRoutes.deleteServerInfo, { params: { id } });

export function useDeleteServerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServerInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverInfosQueryKey }),
  });
}
