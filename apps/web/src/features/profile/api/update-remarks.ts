import type { RemarksBody } from '@pishkhan/contract';
import { profileRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { remarksQueryOptions } from './get-remarks';

export const updateRemarks = (body: RemarksBody) => callApi(profileRoutes.setRemarks, { body });

/** Links are named on every read, so the service lists are stale once the remark changes. */
export function useUpdateRemarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemarks,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.setQueryData(remarksQueryOptions().queryKey, saved),
        queryClient.invalidateQueries({ queryKey: ['services'] }),
      ]),
  });
}
