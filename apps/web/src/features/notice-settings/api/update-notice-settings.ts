import type { NoticeSettings } from '@pishkhan/contract';
import { noticeSettingsRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { noticeSettingsQueryOptions } from './get-notice-settings';

export const updateNoticeSettings = (body: NoticeSettings) =>
  callApi(noticeSettingsRoutes.saveNoticeSettings, { body });

export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoticeSettings,
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQueryOptions().queryKey, saved),
  });
}
