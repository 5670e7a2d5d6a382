import { type InboundBody, inboundWarnings, linkAddresses, nodeWarnings } from '@pishkhan/contract';
import type { InboundRow } from '../../db/types.js';
import { accountKind } from '../../integrations/core/accounts.js';
import { type InboundWithUsers, multiplierOf, type NodeRecord } from './nodes.repository.js';

/** A stored comma-separated list (ALPN, short ids, addresses, running inbounds) read back. */
export const splitList = (value: string) => (value === '' ? [] : value.split(','));

/** An inbound as the admin sees it; the REALITY private key is never sent back, only whether one is set. */
export const toInbound = (row: InboundWithUsers, nodeHost: string) => ({
  id: row.id,
  tag: row.tag,
  protocol: row.protocol,
  port: row.port,
  transport: row.transport,
  xhttp_mode: row.xhttp_mode,
  security: row.security,
  sni: row.sni,
  alpn: splitList(row.alpn) as InboundBody['alpn'],
  fingerprint: row.fingerprint,
  host: row.host,
  path: row.path,
  service_name: row.service_name,
  flow: row.flow,
  reality_public_key: row.reality_public_key,
  reality_private_key_set: row.reality_private_key !== '',
  reality_short_ids: splitList(row.reality_short_ids),
  reality_server_names: splitList(row.reality_server_names),
  reality_dest: row.reality_dest,
  reality_spider_x: row.reality_spider_x,
  reality_min_client_ver: row.reality_min_client_ver,
  ss_method: row.ss_method,
  ss_server_key: row.ss_server_key,
  addresses: splitList(row.addresses),
  users: Number(row.users ?? 0),
  warnings: inboundWarnings(row, linkAddresses({ addresses: splitList(row.addresses) }, nodeHost)),
});

/** A node as the admin sees it: with its inbounds, and what it holds against what it should. */
export const toNode = (
  row: NodeRecord & { users?: number | string | null },
  inbounds: InboundWithUsers[],
  expected: number,
) => ({
  id: row.id,
  name: row.name,
  api_address: row.api_address,
  core: row.core,
  api_tls: row.api_ca !== '',
  api_ca: row.api_ca,
  api_server_name: row.api_server_name,
  host: row.host,
  api_listen: row.api_listen,
  inbound_listen: row.inbound_listen,
  warnings: nodeWarnings(row),
  active: row.active,
  status: row.status,
  last_seen_at: row.last_seen_at,
  last_error: row.last_error,
  users: Number(row.users ?? 0),
  expected_users: expected,
  traffic_multiplier: multiplierOf(row),
  inbounds: inbounds.map((i) => toInbound(i, row.host)),
});

/** How an account a node holds is named between provisioning and the links: its node and tag. */
export const heldKey = (nodeId: number, tag: string) => `${nodeId} ${tag}`;

/** `nodes.running_inbounds` read: tag → account kind the running core serves it as. */
export const runningInbounds = (text: string) =>
  new Map(
    splitList(text).map((entry) => {
      const cut = entry.lastIndexOf(':');
      return [entry.slice(0, cut), entry.slice(cut + 1)] as const;
    }),
  );
/** The same written back. */
export const writeRunning = (running: ReadonlyMap<string, string>) =>
  [...running].map(([tag, kind]) => `${tag}:${kind}`).join(',');
/** What a core running a node's inbounds as they are serves. */
export const runningOf = (inbounds: readonly Pick<InboundRow, 'tag' | 'protocol' | 'ss_method'>[]) =>
  writeRunning(new Map(inbounds.map((i) => [i.tag, accountKind(i)])));
