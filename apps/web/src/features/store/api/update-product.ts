import type { ProductBody } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

export const updateProduct = ({ id, body }: { id: number; body: ProductBody }) =>
  callApi(storeRoutes.updateProduct, { params: { id }, body });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
