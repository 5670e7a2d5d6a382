import { createHash } from 'node:crypto';
import { type InboundProtocol, SS_2022_KEY_BYTES, type SsMethod } from '@pishkhan/contract';
import { buildShareLink, type LinkEndpoint } from '../links/share-link.js';
import type { AccountKind, CoreAccount, CoreApi } from './core-api.js';

/**
 * What a service's one secret (its UUID) becomes on each kind of inbound (decision 086): the same UUID for VLESS and
 * VMess, the UUID as the Trojan and AEAD Shadowsocks password, and for a Shadowsocks 2022 cipher a key of the cipher's
 * length made from it (its 16 bytes, or their SHA-256 for 32). So a service has one secret across every inbound and
 * node, a new UUID (reset link) changes them all, and the account on the core and the link always agree.
 */
export function ssUserKey(method: SsMethod, uuid: string): string {
  const bytes = SS_2022_KEY_BYTES[method];
  const raw = Buffer.from(uuid.replace(/-/g, ''), 'hex');
  if (!bytes) return uuid;
  return (bytes === raw.length ? raw : createHash('sha256').update(raw).digest()).toString('base64');
}

export interface AccountInbound {
  protocol: InboundProtocol;
  ss_method: SsMethod;
  ss_server_key: string;
}

/** What the share link carries as the user's secret: a 2022 link joins the server's key and the user's. */
export function linkCredential(inbound: AccountInbound, uuid: string): string {
  if (inbound.protocol !== 'shadowsocks') return uuid;
  if (!SS_2022_KEY_BYTES[inbound.ss_method]) return uuid;
  return `${inbound.ss_server_key}:${ssUserKey(inbound.ss_method, uuid)}`;
}

/** One address of an inbound, with what its links and accounts need. */
export type ServiceEndpoint = LinkEndpoint & { ss_server_key: string };

export const shareLinkOf = (endpoint: ServiceEndpoint, uuid: string, remark: string) =>
  buildShareLink(endpoint, linkCredential(endpoint, uuid), remark);

/** The email a service goes by on every inbound of every node; usage comes back under it. */
export const nodeEmail = (serviceId: number) => `svc-${serviceId}@pishkhan`;
/** The service of a `nodeEmail`, or null for another user (the probe). */
export const serviceOfEmail = (email: string) => {
  const m = /^svc-(\d+)@pishkhan$/.exec(email);
  return m ? Number(m[1]) : null;
};

/**
 * The kind of account an inbound takes: its protocol, with Shadowsocks apart by cipher family (a 2022 inbound takes
 * a key, an AEAD one a password). A core sent an account of another kind than its inbound's exits (Xray).
 */
export const accountKind = (inbound: Pick<AccountInbound, 'protocol' | 'ss_method'>): AccountKind =>
  inbound.protocol === 'shadowsocks' && SS_2022_KEY_BYTES[inbound.ss_method] ? 'shadowsocks-2022' : inbound.protocol;

/** The kind an `accountForm` was written for, or undefined for an account of unknown form (the repair pass's). */
export const kindOfForm = (form: string): AccountKind | undefined => {
  const kind = form.split(' ')[0];
  return kind === '' ? undefined : (kind as AccountKind);
};

/** Everything an account on this inbound is made of but the secret: a change of it means making the account again. */
export const accountForm = (inbound: AccountInbound & { flow: string }) =>
  `${accountKind(inbound)} ${inbound.flow} ${inbound.ss_method} ${inbound.ss_server_key}`;

/** The account a service's secret is on an inbound of this kind (see `ssUserKey` for the 2022 ciphers). */
export function coreAccount(inbound: AccountInbound & { flow: '' | 'xtls-rprx-vision' }, uuid: string): CoreAccount {
  switch (inbound.protocol) {
    case 'vless':
      return { protocol: 'vless', id: uuid, flow: inbound.flow };
    case 'vmess':
      return { protocol: 'vmess', id: uuid };
    case 'trojan':
      return { protocol: 'trojan', password: uuid };
    case 'shadowsocks':
      return { protocol: 'shadowsocks', method: inbound.ss_method, password: ssUserKey(inbound.ss_method, uuid) };
  }
}

/**
 * Adds a service's (or the probe's) account to one inbound, in the form its protocol takes. The account always
 * follows the inbound's own protocol: Xray exits on an account of another kind (decision 086).
 */
export function addInboundUser(
  api: CoreApi,
  inbound: AccountInbound & { tag: string; flow: '' | 'xtls-rprx-vision' },
  email: string,
  uuid: string,
) {
  return api.addUser({ tag: inbound.tag, email, account: coreAccount(inbound, uuid) });
}
