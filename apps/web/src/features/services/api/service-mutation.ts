import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from './get-services';

/** A mutation on one service that reloads the services list when it succeeds. */
export function useServiceMutation<TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
