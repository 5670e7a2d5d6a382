import { endpoint } from '../endpoint.js';
import { NoticeSettingsSchema } from './notice-settings.schemas.js';

/** The reseller's notice thresholds (docs/product/integrations.md#events). */
export const noticeSettingsEndpoints = {
  noticeSettings: endpoint({
    method: 'GET',
    path: '/notices/settings',
    auth: 'reseller',
    summary: 'When the reseller is told a service nears its end or the balance is low',
    response: NoticeSettingsSchema,
  }),
  saveNoticeSettings: endpoint({
    method: 'PUT',
    path: '/notices/settings',
    auth: 'reseller',
    summary: 'Save the days and GB left and the balance that are told of (0: off)',
    body: NoticeSettingsSchema,
    response: NoticeSettingsSchema,
  }),
};
