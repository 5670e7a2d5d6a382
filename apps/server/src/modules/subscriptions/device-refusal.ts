import { clashConfig } from '../../integrations/links/clash.js';
import { linkEndpoint } from '../../integrations/links/share-link.js';
import { shareLinksDocument } from '../../integrations/links/share-links.js';
import { singBoxConfig } from '../../integrations/links/sing-box.js';

/** Why a device gets no way in (decision 105). */
export type RefusalReason = 'limit' | 'no-id';

export const REFUSAL_NOTICES: Record<RefusalReason, string> = {
  limit: 'سقف دستگاه‌های این اشتراک پر است؛ یک دستگاه را در صفحه‌ی اشتراک حذف کنید',
  'no-id': 'این برنامه شناسه‌ی دستگاه نمی‌فرستد؛ با Happ یا v2RayTun وصل شوید',
};

/**
 * The headers Remnawave answers a refused device with, which Happ and v2RayTun read (decision 105): `x-hwid-limit`
 * (v2RayTun), `x-hwid-active`, the reason, and `announce`, the notice the app shows, base64 as Remnawave sends it.
 */
export function refusalHeaders(reason: RefusalReason): Record<string, string> {
  return {
    'x-hwid-limit': 'true',
    'x-hwid-active': 'true',
    [reason === 'limit' ? 'x-hwid-max-devices-reached' : 'x-hwid-not-supported']: 'true',
    announce: `base64:${Buffer.from(REFUSAL_NOTICES[reason], 'utf8').toString('base64')}`,
  };
}

/** An entry that leads nowhere, named with the notice: VLESS to 0.0.0.0 port 1 with the nil UUID, as Remnawave's. */
const NOWHERE = linkEndpoint({ protocol: 'vless', address: '0.0.0.0', port: 1 });
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A refused device's document in its own format: what the app lists shows the notice and carries no credential.
 * Share links: the one entry to nowhere. Clash and sing-box: the profile with nothing to carry, its group (a REJECT
 * `select`; a selector over sing-box's `block`) named with the notice. Xray JSON: one config whose only outbound is a
 * blackhole, listed under the notice.
 */
export function refusalDocument(
  format: 'links' | 'clash' | 'sing-box' | 'xray',
  reason: RefusalReason,
  options: { legacyDns: boolean },
): string {
  const notice = REFUSAL_NOTICES[reason];
  switch (format) {
    case 'links':
      return shareLinksDocument([{ name: notice, endpoint: NOWHERE, credential: NIL_UUID }]);
    case 'clash':
      return clashConfig([], notice);
    case 'sing-box':
      return singBoxConfig([], notice, options);
    case 'xray':
      return `${JSON.stringify(
        [
          {
            remarks: notice,
            log: { loglevel: 'warning' },
            inbounds: [
              { tag: 'socks', protocol: 'socks', listen: '127.0.0.1', port: 10808, settings: { auth: 'noauth' } },
            ],
            outbounds: [{ tag: 'block', protocol: 'blackhole', settings: {} }],
            routing: { domainStrategy: 'AsIs', rules: [] },
          },
        ],
        null,
        2,
      )}\n`;
  }
}
