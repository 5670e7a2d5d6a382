import { notificationEndpoints } from '@pishkhan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const newNotificationsQueryKey = ['notifications', 'new'] as const;

export const getNewNotifications = () => callApi(notificationEndpoints.myNew);

export const newNotificationsQueryOptions = () =>
  queryOptions({ queryKey: newNotificationsQueryKey, queryFn: getNewNotifications, staleTime: 0 });

export const useNewNotifications = () => useQuery(newNotificationsQueryOptions());
