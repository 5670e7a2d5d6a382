import type { NasBody, UpdateNasBody } from '@pishkhan/contract';
import { radiusRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nasQueryKey } from './get-nas';

/** No id: a new client. On edit, the masked secret sent back keeps the stored one. */
export const saveNas = ({ id, body }: { id?: number; body: UpdateNasBody }) =>
  id
    ? callApi(radiusRoutes.nasUpdate, { params: { id }, body })
    : callApi(radiusRoutes.nasCreate, { body: body as NasBody });

export function useSaveNas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nasQueryKey }),
  });
}
