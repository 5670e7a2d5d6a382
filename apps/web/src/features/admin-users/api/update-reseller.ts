import type { UpdateUserBody } from '@pishkhan/contract';
import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { usersQueryKey } from './get-resellers';

export const updateReseller = ({ id, body }: { id: number; body: UpdateUserBody }) =>
  callApi(userRoutes.update, { params: { id }, body });

export function useUpdateReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReseller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
