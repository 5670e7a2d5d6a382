import { notificationRoutes } from '@pishkhan/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const adminNotificationsQueryKey = ['admin', 'notifications'] as const;

export const useAdminNotifications = () =>
  useQuery({ queryKey: adminNotificationsQueryKey, queryFn: () => callApi(notificationRoutes.list) });
