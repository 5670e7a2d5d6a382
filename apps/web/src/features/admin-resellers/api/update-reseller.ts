import { type UpdateUserBody, userEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-resellers';

export const updateReseller = ({ id, body }: { id: number; body: UpdateUserBody }) =>
  callApi(userEndpoints.update, { params: { id }, body });

export function useUpdateReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReseller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
