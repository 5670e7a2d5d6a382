import { type CreateUserBody, userEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-resellers';

export const createReseller = (body: CreateUserBody) => callApi(userEndpoints.create, { body });

export function useCreateReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReseller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
