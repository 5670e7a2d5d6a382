import type { PaymentConfigBody } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myMethodsQueryKey } from './get-my-methods';

export const createMethod = (body: PaymentConfigBody) => callApi(storeRoutes.createMethod, { body });

export function useCreateMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMethodsQueryKey }),
  });
}
