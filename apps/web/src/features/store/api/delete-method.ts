import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myMethodsQueryKey } from './get-my-methods';

/** The server refuses (422, in Persian) a method that already has orders; the shared dialog says so. */
export const deleteMethod = (id: number) => callApi(storeRoutes.deleteMethod, { params: { id } });

export function useDeleteMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMethodsQueryKey }),
  });
}
