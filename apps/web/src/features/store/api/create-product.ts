import type { ProductBody } from '@pishkhan/contract';
import { storeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

export const createProduct = (body: ProductBody) => callApi(storeRoutes.createProduct, { body });

/** docs/product/entities-and-states.md#forms-and-dialogs: after save the dialog closes and the list reloads. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
