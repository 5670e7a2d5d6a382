import { noticeSettingsRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const getNoticeSettings = () => callApi(noticeSettingsRoutes.noticeSettings);

export const noticeSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['notices', 'settings'], queryFn: getNoticeSettings });

export const useNoticeSettings = () => useQuery(noticeSettingsQueryOptions());
