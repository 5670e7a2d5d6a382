import { familyCarries, subscriptionTitle } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import { linkCredential, type ServiceEndpoint } from '../../integrations/core/accounts.js';
import { clashConfig } from '../../integrations/links/clash.js';
import { clientFamilyOf, type SubscriptionFormat, singBoxVersionOf } from '../../integrations/links/client-format.js';
import { shareLinksDocument } from '../../integrations/links/share-links.js';
import { singBoxConfig } from '../../integrations/links/sing-box.js';
import { xrayConfigs } from '../../integrations/links/xray-config.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import { type DeviceHeaders, sendsDeviceId } from '../services/devices.service.js';
import type { ServicesService } from '../services/services.service.js';
import type { Limit, ThrottleService } from '../throttle/throttle.service.js';
import { CUSTOMER_PAGE_CSP, renderCustomerPage } from './customer-page/render-customer-page.js';
import { renderGonePage } from './customer-page/render-gone-page.js';
import { REFUSAL_NOTICES, type RefusalReason, refusalDocument, refusalHeaders } from './device-refusal.js';
import { type FoundEndpoint, nameEndpoints } from './entry-names.js';
import type { SubscriptionView } from './subscription.view.js';

interface Deps {
  db: Executor;
  now: () => Date;
  publicUrl: string;
  /** Where links point while no node serves the service's group (the configured default endpoint). */
  link: ServiceEndpoint;
  services: Pick<ServicesService, 'bySubscriptionToken' | 'admitDevice' | 'pageDevices' | 'removePageDevice'>;
  throttle: Pick<ThrottleService, 'consume'>;
  provisioning: Pick<ProvisioningService, 'heldBy'>;
  workingEndpointsFor: (trx: Executor, serviceId: number, held: ReadonlySet<string>) => Promise<FoundEndpoint[]>;
  profile: Pick<ProfileService, 'storeProfile'>;
}

/** Who asked: the app's User-Agent tells a sing-box app's core; its device headers tell the device (decision 105). */
interface Asker {
  userAgent?: string;
  device?: DeviceHeaders;
}

/** The customer's page removes devices by its token: a few a minute per subscription, as a person does. */
const pageRemovals = (serviceId: number): Limit => ({
  key: `sub:device-remove:${serviceId}`,
  max: 5,
  windowSeconds: 600,
  code: 'TOO_MANY_REQUESTS',
  reason: 'حذف دستگاه از این صفحه حداکثر ۵ بار در ۱۰ دقیقه پذیرفته می‌شود',
});

/** A sing-box app that says it runs 1.11 refuses 1.12's DNS servers (decision 087). */
function legacyDnsFor(asker: Asker) {
  const version = singBoxVersionOf(asker.userAgent);
  return version !== null && version[0] === 1 && version[1] < 12;
}

/** Each client format: what it is sent as, the file name it is saved under, and the document. */
const CLIENT_FORMATS: Record<
  Exclude<SubscriptionFormat, 'page'>,
  { type: string; extension: string; build: (v: SubscriptionView, asker: Asker) => string }
> = {
  links: { type: 'text/plain; charset=utf-8', extension: 'txt', build: (v) => shareLinksDocument(v.entries) },
  clash: { type: 'text/yaml; charset=utf-8', extension: 'yaml', build: (v) => clashConfig(v.entries, v.title) },
  'sing-box': {
    type: 'application/json; charset=utf-8',
    extension: 'json',
    build: (v, asker) => singBoxConfig(v.entries, v.title, { legacyDns: legacyDnsFor(asker) }),
  },
  xray: { type: 'application/json; charset=utf-8', extension: 'json', build: (v) => xrayConfigs(v.entries) },
};

/** RFC 5987's `attr-char` leaves no room for these, which `encodeURIComponent` keeps. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A header carries ASCII only: a support link with Persian in it goes as its percent-encoded form, or not at all. */
function asciiUrl(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

const HOURS_BETWEEN_UPDATES = 12;

export interface SubscriptionAnswer {
  status: 200 | 404 | 429;
  body: string;
  type: string;
  headers: Record<string, string>;
}

/**
 * A service's subscription URL (docs/product/provisioning-rules.md#subscriptions): the ways in that work now, in the
 * format the client reads, or the customer's page; the token is the only key, and a reset link's old one finds nothing.
 */
export function createSubscriptionsService(deps: Deps) {
  async function view(token: string): Promise<SubscriptionView | null> {
    const service = await deps.services.bySubscriptionToken(token);
    if (!service) return null;
    const { serviceId, ownerId, uuid, remark, ...state } = service;
    const held = await deps.provisioning.heldBy(deps.db, serviceId);
    const found: FoundEndpoint[] = await deps.workingEndpointsFor(deps.db, serviceId, held);
    const ways = found.length > 0 ? found : [{ node: { id: 0, name: '' }, tag: '', endpoint: deps.link }];
    const names = nameEndpoints(remark, ways);
    // The reseller's own names and support link (docs/product/screens.md#settings, decision 102).
    const shop = await deps.profile.storeProfile(ownerId);
    return {
      ...state,
      serviceId,
      title: subscriptionTitle(shop),
      supportUrl: shop.supportlink,
      url: `${deps.publicUrl}/sub/${token}`,
      entries: ways.map((w, i) => ({
        name: names[i] as string,
        endpoint: w.endpoint,
        credential: linkCredential(w.endpoint, uuid),
      })),
    };
  }

  /** The headers every client format carries: usage, title, update interval, support link and a file name. */
  function clientHeaders(v: SubscriptionView, extension: string): Record<string, string> {
    const expire = v.expiresAt ? Math.floor(new Date(v.expiresAt).getTime() / 1000) : 0;
    const fileName = `${v.title}.${extension}`;
    return {
      'subscription-userinfo': `upload=${v.uploadBytes}; download=${v.downloadBytes}; total=${v.totalBytes}; expire=${expire}`,
      'profile-title': `base64:${Buffer.from(v.title, 'utf8').toString('base64')}`,
      'profile-update-interval': String(HOURS_BETWEEN_UPDATES),
      'support-url': asciiUrl(v.supportUrl) ?? deps.publicUrl,
      'profile-web-page-url': v.url,
      // An ASCII name for clients that read only `filename`, the title for those that read RFC 6266's `filename*`.
      'content-disposition': `attachment; filename="subscription-${v.serviceId}.${extension}"; filename*=UTF-8''${encodeRfc5987(fileName)}`,
    };
  }

  const pageAnswer = (status: SubscriptionAnswer['status'], html: string): SubscriptionAnswer => ({
    status,
    body: html,
    type: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': CUSTOMER_PAGE_CSP, 'x-robots-tag': 'noindex, nofollow, noarchive' },
  });

  /** The page with its devices, what refused this visitor, and the answer to a removal. */
  async function page(
    v: SubscriptionView,
    refused: RefusalReason | null,
    message: string | null,
    status: 200 | 429 = 200,
  ) {
    const notice = refused && REFUSAL_NOTICES[refused];
    const devices = { ...(await deps.services.pageDevices(v.serviceId)), refused: notice, message };
    // A refused browser gets no way in either: no links, no QR codes; the devices stay, to free a place.
    const shown = refused || devices.withheld ? { ...v, entries: [], devices } : { ...v, devices };
    const answer = pageAnswer(status, renderCustomerPage(shown, deps.now()).html);
    return refused ? { ...answer, headers: { ...answer.headers, ...refusalHeaders(refused) } } : answer;
  }

  return {
    async answer(token: string, format: SubscriptionFormat, asker: Asker = {}): Promise<SubscriptionAnswer> {
      const v = await view(token);
      if (v === null) {
        // A person in a browser is told what to do; an app gets the API's 404, as it always has.
        if (format === 'page') return pageAnswer(404, renderGonePage());
        throw new AppError('NOT_FOUND');
      }
      // A browser opening the page is no device and takes no place (decision 105); an app's request is judged.
      const judged = format !== 'page' || sendsDeviceId(asker.device);
      const admission = judged ? await deps.services.admitDevice(v.serviceId, asker.device ?? {}) : null;
      const refused = admission && !admission.admitted ? admission.reason : null;
      if (format === 'page') return page(v, refused, null);
      const client = CLIENT_FORMATS[format];
      if (refused) {
        // In the app's own format: the notice where its list of servers would be, and no credential (decision 105).
        return {
          status: 200,
          body: refusalDocument(format, refused, { legacyDns: legacyDnsFor(asker) }),
          type: client.type,
          headers: { ...clientHeaders(v, client.extension), ...refusalHeaders(refused) },
        };
      }
      // Only the ways in the app's core can use: a REALITY inbound whose minimum version turns it away, or plain VLESS
      // and Trojan to a public address for an Xray app, would be dead entries (decision 092).
      const family = clientFamilyOf(format, asker.userAgent);
      const usable = family ? { ...v, entries: v.entries.filter((e) => familyCarries(family, e.endpoint)) } : v;
      return {
        status: 200,
        body: client.build(usable, asker),
        type: client.type,
        headers: clientHeaders(v, client.extension),
      };
    },

    /** The customer's page removes one device (decision 105): its token is the right, throttled per subscription. */
    async removeDevice(token: string, deviceId: number): Promise<SubscriptionAnswer> {
      const v = await view(token);
      if (v === null) return pageAnswer(404, renderGonePage());
      try {
        await deps.throttle.consume([pageRemovals(v.serviceId)]);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return page(v, null, error.errors[0] ?? error.message, 429);
      }
      const removed = await deps.services.removePageDevice(v.serviceId, deviceId);
      return page(
        v,
        null,
        removed ? 'دستگاه حذف شد؛ جای آن برای دستگاه دیگری آزاد است.' : 'این دستگاه پیش‌تر حذف شده است.',
      );
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
