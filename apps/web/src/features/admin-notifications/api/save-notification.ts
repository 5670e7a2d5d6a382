import type { NotificationBodySchema } from '@pishkhan/contract';
import { notificationRoutes } from '@pishkhan/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { adminNotificationsQueryKey } from './get-notifications';

type Body = z.output<typeof NotificationBodySchema>;

/** No id: a new notification, to every reseller (`user_id` null) or one. */
export const saveNotification = ({ id, body }: { id?: number; body: Body }) =>
  id ? callApi(notificationRoutes.update, { params: { id }, body }) : callApi(notificationRoutes.create, { body });

export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQueryKey }),
  });
}
