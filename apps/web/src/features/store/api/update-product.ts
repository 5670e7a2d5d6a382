import { type ProductBody, storeEndpoints } from '@pishkhan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export const updateProduct = ({ id, body }: { id: number; body: ProductBody }) =>
  callApi(storeEndpoints.updateProduct, { params: { id }, body });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
