import type { SupportSettingsBody } from '@pishkhan/contract';
import { profileRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { supportQueryOptions } from './get-support';

export const updateSupport = (body: SupportSettingsBody) => callApi(profileRoutes.setSupport, { body });

/** The answer is what was saved (a Telegram handle comes back as its link), so the form shows it at once. */
export function useUpdateSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupport,
    onSuccess: (saved) => queryClient.setQueryData(supportQueryOptions().queryKey, saved),
  });
}
