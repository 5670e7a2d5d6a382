import type { CreateApiTokenBody } from '@pishkhan/contract';
import { apiTokenRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

/** Answers the token's secret this once (docs/product/integrations.md#api-tokens). */
export const createApiToken = (body: CreateApiTokenBody) => callApi(apiTokenRoutes.create, { body });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
