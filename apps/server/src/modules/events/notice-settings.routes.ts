import { noticeSettingsEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function noticeSettingsRoutes(app: FastifyInstance) {
  const { events } = app.services;
  route(app, noticeSettingsEndpoints.noticeSettings, ({ user }) => events.noticeSettings(user.id));
  route(app, noticeSettingsEndpoints.saveNoticeSettings, ({ user, body }) => events.saveNoticeSettings(user.id, body));
}
