import type { PaymentConfigBody } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myMethodsQueryKey } from './get-my-methods';

export const updateMethod = ({ id, body }: { id: number; body: PaymentConfigBody }) =>
  callApi(storeRoutes.updateMethod, { params: { id }, body });

export function useUpdateMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMethodsQueryKey }),
  });
}
