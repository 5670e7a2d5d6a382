import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { usersQueryKey } from './get-resellers';

/** Decision 008: a soft delete; the ledger stays and the mobile is free again. */
export const deleteReseller = (id: number) => callApi(userRoutes.remove, { params: { id } });

export function useDeleteReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReseller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
