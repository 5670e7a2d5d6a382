import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '@/lib/idempotency';

/** Extra whole GB into the live pool at the caller's GB price: sent again unanswered, it is the same request (decision 054). */
export const extendTrafficPool = (traffic: number) => callOnce(volumeRoutes.extend, { body: { traffic } });

export function useExtendTrafficPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendTrafficPool,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['transactions'] })]),
  });
}
