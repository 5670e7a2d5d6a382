import type { PayGroupBody, UpdatePayGroupBody } from '@pishkhan/contract';
import { userRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { payGroupsQueryKey } from './get-pay-groups';
import { usersQueryKey } from './get-resellers';

/** No id: a new pay group; with one, only the fields sent change. */
export const savePayGroup = ({ id, body }: { id?: number; body: UpdatePayGroupBody }) =>
  id
    ? callApi(userRoutes.updatePayGroup, { params: { id }, body })
    : callApi(userRoutes.createPayGroup, { body: body as PayGroupBody });

export function useSavePayGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayGroup,
    // Resellers carry their group's rates, so their cached pages are stale too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payGroupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]),
  });
}
