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
import type { ServicesService } from '../services/services.service.js';
import { CUSTOMER_PAGE_CSP, renderCustomerPage } from './customer-page/render-customer-page.js';
import { renderGonePage } from './customer-page/render-gone-page.js';
import { type FoundEndpoint, nameEndpoints } from './entry-names.js';
import type { SubscriptionView } from './subscription.view.js';

interface Deps {
  db: Executor;
  now: () => Date;
  publicUrl: string;
  /** Where links point while no node serves the service's group (the configured default endpoint). */
  link: ServiceEndpoint;
  services: Pick<ServicesService, 'bySubscriptionToken'>;
  provisioning: Pick<ProvisioningService, 'heldBy'>;
  workingEndpointsFor: (trx: Executor, serviceId: number, held: ReadonlySet<string>) => Promise<FoundEndpoint[]>;
  profile: Pick<ProfileService, 'storeProfile'>;
}

/** Who asked: the app's User-Agent tells a sing-box app's core. */
interface Asker {
  userAgent?: string;
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
    build: (v, asker) => {
      const version = singBoxVersionOf(asker.userAgent);
      // An app that says it runs sing-box 1.11 refuses 1.12's DNS servers (decision 087).
      const legacyDns = version !== null && version[0] === 1 && version[1] < 12;
      return singBoxConfig(v.entries, v.title, { legacyDns });
    },
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
  status: 200 | 404;
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

  return {
    async answer(token: string, format: SubscriptionFormat, asker: Asker = {}): Promise<SubscriptionAnswer> {
      const v = await view(token);
      if (v === null) {
        // A person in a browser is told what to do; an app gets the API's 404, as it always has.
        if (format === 'page') return pageAnswer(404, renderGonePage());
        throw new AppError('NOT_FOUND');
      }
      if (format === 'page') return pageAnswer(200, renderCustomerPage(v, deps.now()).html);
      const client = CLIENT_FORMATS[format];
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
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
