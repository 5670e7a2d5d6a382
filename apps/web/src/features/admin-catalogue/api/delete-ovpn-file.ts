import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ovpnFilesQueryKey } from './get-ovpn-files';

export const deleteOvpnFile = (id: number) => callApi(catalogueRoutes.deleteOvpnFile, { params: { id } });

export function useDeleteOvpnFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOvpnFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ovpnFilesQueryKey }),
  });
}
