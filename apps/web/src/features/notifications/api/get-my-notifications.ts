import { notificationRoutes } from '@pishkhan/contract/routes';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { startedByLoader } from '@/lib/route-queries';
import { newNotificationsQueryKey } from './notification-keys';

export const getMyNotifications = () => callApi(notificationRoutes.my);

/** Reading the list marks every notification seen on the server, so the dashboard's 'new' block is dropped. */
export const myNotificationsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['notifications', 'my'],
    queryFn: async () => {
      const list = await getMyNotifications();
      queryClient.removeQueries({ queryKey: newNotificationsQueryKey });
      return list;
    },
    ...startedByLoader,
  });

export function useMyNotifications() {
  return useQuery(myNotificationsQueryOptions(useQueryClient()));
}
