import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './get-payment-methods';

/** Rename a method or stop offering it to stores. */
export const updatePaymentMethod = ({ id, name, active }: { id: number; name: string; active: boolean }) =>
  callApi(storeRoutes.adminUpdateMethod, { params: { id }, body: { name, active } });

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
