import { radiusRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nasQueryKey } from './get-nas';

export const deleteNas = (id: number) => callApi(radiusRoutes.nasRemove, { params: { id } });

export function useDeleteNas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nasQueryKey }),
  });
}
