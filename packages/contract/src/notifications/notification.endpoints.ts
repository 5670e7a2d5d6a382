import { z } from 'zod';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { AdminNotificationSchema, NotificationBodySchema, NotificationSchema } from './notification.schemas.js';

export const notificationEndpoints = {
  my: endpoint({
    method: 'GET',
    path: '/notifications/my',
    auth: 'reseller',
    summary: 'Every notification for the caller, newest first; marks them seen',
    response: z.array(NotificationSchema),
  }),
  myNew: endpoint({
    method: 'GET',
    path: '/notifications/mynew',
    auth: 'reseller',
    summary: 'Notifications the caller has not seen yet',
    response: z.array(NotificationSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    auth: 'admin',
    summary: 'Every notification',
    response: z.array(AdminNotificationSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/notifications',
    auth: 'admin',
    summary: 'Notify every reseller, or one',
    body: NotificationBodySchema,
    response: AdminNotificationSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notifications/:id',
    auth: 'admin',
    summary: 'Change a notification',
    params: IdParamsSchema,
    body: NotificationBodySchema,
    response: AdminNotificationSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/notifications/:id',
    auth: 'admin',
    summary: 'Delete a notification',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
