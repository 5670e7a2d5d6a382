import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

/** Extra whole GB into the live pool at the caller's GB price; a new Idempotency-Key per submit attempt. */
export const extendTrafficPool = (traffic: number) =>
  callApi(volumeRoutes.extend, { body: { traffic }, idempotencyKey: newIdempotencyKey() });

export function useExtendTrafficPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendTrafficPool,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['transactions'] })]),
  });
}
