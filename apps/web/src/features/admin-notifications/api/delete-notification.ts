import { notificationRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './get-notifications';

export const deleteNotification = (id: number) => callApi(notificationRoutes.remove, { params: { id } });

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryKey }),
  });
}
