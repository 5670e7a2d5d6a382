import { volumeRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '@/lib/idempotency';

/** One debit for a traffic package into the pool: sent again unanswered, it is the same request (decision 054). */
export const buyTrafficPackage = (package_id: number) => callOnce(volumeRoutes.buyPackage, { body: { package_id } });

export function useBuyTrafficPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTrafficPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['transactions'] })]),
  });
}
