import { notificationRoutes } from '@pishkhan/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';
import { newNotificationsQueryKey } from './notification-keys';

export const getNewNotifications = () => callApi(notificationRoutes.myNew);

export const newNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: newNotificationsQueryKey,
    queryFn: getNewNotifications,
    ...startedByLoader,
  });

export const useNewNotifications = () => useQuery(newNotificationsQueryOptions());
