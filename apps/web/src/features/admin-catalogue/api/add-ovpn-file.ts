import { catalogueRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ovpnFilesQueryKey } from './get-ovpn-files';

export const addOvpnFile = (body: { name: string; content: string }) =>
  callApi(catalogueRoutes.createOvpnFile, { body });

export function useAddOvpnFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOvpnFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ovpnFilesQueryKey }),
  });
}
