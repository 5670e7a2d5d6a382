import type { LinkEndpoint } from './share-link.js';

/**
 * One way in that a subscription offers, in every client format: where to connect, the secret the link carries
 * (`linkCredential`: the UUID, the Trojan or Shadowsocks password, for a 2022 cipher `server key:user key`) and the
 * name clients list it under. Names are unique within one subscription (Clash and sing-box refer to proxies by name).
 */
export interface SubscriptionEntry {
  name: string;
  endpoint: LinkEndpoint;
  credential: string;
}
