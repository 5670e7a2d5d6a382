import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../components/services/idempotency-key';
import { callApi } from '../../../lib/api-client';

/** One debit for a traffic package into the pool; a new Idempotency-Key per submit attempt. */
export const buyTrafficPackage = (package_id: number) =>
  callApi(volumeRoutes.buyPackage, { body: { package_id }, idempotencyKey: newIdempotencyKey() });

export function useBuyTrafficPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTrafficPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['transactions'] })]),
  });
}
