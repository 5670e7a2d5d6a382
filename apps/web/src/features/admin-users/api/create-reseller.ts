import type { CreateUserBody } from '@pishkhan/contract';
import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { usersQueryKey } from './get-resellers';

export const createReseller = (body: CreateUserBody) => callApi(userRoutes.create, { body });

export function useCreateReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReseller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
