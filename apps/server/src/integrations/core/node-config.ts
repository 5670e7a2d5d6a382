import { randomBytes } from 'node:crypto';
import {
  type Core,
  type InboundBody,
  inboundProblems,
  SS_2022_KEY_BYTES,
  TUNNEL_IDLE_SECONDS,
} from '@pishkhan/contract';

/**
 * The whole configuration file a node's core runs (docs/provisioning.md, "The node's configuration file"): the gRPC
 * API the panel drives (decision 085), the counters it reads, and every inbound of the node with no users in it. Users
 * are never written here: the panel adds them at run time through the API, so the file changes only when the node's
 * inbounds do.
 *
 * What each core takes differs in a few names. V2Ray 4.34 is checked by running the real core on the file; the Xray
 * names follow Xray-core's own configuration reader and are listed field by field in node-config.test.ts.
 */

/** An inbound as the panel stores it, with the REALITY private key the node needs (empty when not REALITY). */
export type NodeConfigInbound = Pick<
  InboundBody,
  | 'tag'
  | 'protocol'
  | 'port'
  | 'transport'
  | 'xhttp_mode'
  | 'security'
  | 'sni'
  | 'alpn'
  | 'host'
  | 'path'
  | 'service_name'
  | 'flow'
  | 'reality_public_key'
  | 'reality_short_ids'
  | 'reality_server_names'
  | 'reality_dest'
  | 'reality_spider_x'
  | 'reality_min_client_ver'
  | 'ss_method'
  | 'ss_server_key'
> & { reality_private_key: string };

export interface NodeTlsFiles {
  certificateFile: string;
  keyFile: string;
}

export interface NodeConfigInput {
  core: Core;
  /** Port the API listens on (from the node's api_address). */
  apiPort: number;
  /** Where the API listens (the node's `api_listen`), and the customers' inbounds (`inbound_listen`). */
  apiListen: string;
  inboundListen: string;
  /** Wrap the API inbound in TLS with these files on the node (the operator's cert), or plain. */
  apiTls?: NodeTlsFiles;
  inbounds: NodeConfigInbound[];
  /** Files on the node for inbounds with security 'tls'. */
  tls: NodeTlsFiles;
  /**
   * Let users reach private and loopback addresses through the node (default false: they are sent to `block`, so no
   * one can reach the node's own API or its local network through a proxy account).
   */
  allowPrivateDestinations?: boolean;
  /**
   * Seconds a user's connection may carry nothing before the core closes it (`connIdle`; default TUNNEL_IDLE_SECONDS).
   * It is the only bound on a tunnel left open when its user is removed (decision 108); tests shorten it.
   */
  connIdleSeconds?: number;
}

/** Where the operator puts the certificate unless told otherwise (docs/provisioning.md). */
export const DEFAULT_NODE_TLS: NodeTlsFiles = {
  certificateFile: '/etc/pishkhan/tls/cert.pem',
  keyFile: '/etc/pishkhan/tls/key.pem',
};

/** Where the operator puts the API's own certificate when the panel's link to the API is TLS (docs/provisioning.md). */
export const DEFAULT_API_TLS: NodeTlsFiles = {
  certificateFile: '/etc/pishkhan/tls/api-cert.pem',
  keyFile: '/etc/pishkhan/tls/api-key.pem',
};

/** The API's tag: the name of its inbound, of the core's API handler, and of the routing rule joining them. */
const API_TAG = 'api';
const DIRECT_TAG = 'direct';
const BLOCK_TAG = 'block';
/** The health-check user the panel keeps on every node (nodes.service): it may carry no traffic. */
export const PROBE_EMAIL = 'probe@pishkhan';
/** Xray's multi-user Shadowsocks 2022 needs one user in the file (see `shadowsocksSettings`); it may carry nothing. */
export const SS_PLACEHOLDER_EMAIL = 'placeholder@pishkhan';

/** Private, loopback, link-local and reserved ranges, written out since Debian's V2Ray ships no geoip.dat. */
export const PRIVATE_CIDRS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/3',
  '::/127',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
];

/** The configuration `input.core` runs, as a JSON-ready object; throws an Error naming what it cannot run. */
export function nodeConfig(input: NodeConfigInput): Record<string, unknown> {
  const { core } = input;
  checkInput(input);
  const xray = core === 'xray';
  const blockUsers = [PROBE_EMAIL];
  if (xray && input.inbounds.some((i) => i.protocol === 'shadowsocks' && is2022(i)))
    blockUsers.push(SS_PLACEHOLDER_EMAIL);

  // V2Ray 4.34 reads a rule only with `type: "field"`; Xray's reader has no `type` and needs none.
  const rule = (fields: Record<string, unknown>) => (xray ? fields : { type: 'field', ...fields });
  const rules = [
    rule({ inboundTag: [API_TAG], outboundTag: API_TAG }),
    rule({ user: blockUsers, outboundTag: BLOCK_TAG }),
    ...(input.allowPrivateDestinations ? [] : [rule({ ip: PRIVATE_CIDRS, outboundTag: BLOCK_TAG })]),
  ];

  return {
    // No access log: a line per connection with where each user went is not the node's to keep.
    log: { loglevel: 'warning', access: 'none' },
    api: { tag: API_TAG, services: ['HandlerService', 'StatsService'] },
    stats: {},
    policy: {
      levels: {
        // The panel adds every user at level 0. Removing a user closes none of its open connections in either core:
        // `connIdle` ends a quiet one, and a half-closed one lingers `uplinkOnly`/`downlinkOnly` (decision 108).
        // Xray counts online users and their IPs only with statsUserOnline, a name V2Ray 4.34 does not have.
        '0': {
          connIdle: input.connIdleSeconds ?? TUNNEL_IDLE_SECONDS,
          uplinkOnly: 1,
          downlinkOnly: 1,
          statsUserUplink: true,
          statsUserDownlink: true,
          ...(xray ? { statsUserOnline: true } : {}),
        },
      },
      system: { statsInboundUplink: true, statsInboundDownlink: true },
    },
    inbounds: [
      apiInbound(input),
      ...input.inbounds.map((inbound) => userInbound(core, inbound, input.tls, input.inboundListen)),
    ],
    // The first outbound is where whatever no rule names goes: the users' traffic, out to the internet.
    outbounds: [
      { tag: DIRECT_TAG, protocol: 'freedom' },
      { tag: BLOCK_TAG, protocol: 'blackhole' },
    ],
    routing: {
      // When no rule matches a name, the core resolves it and tries the rules on its addresses: a name for a private
      // address is blocked too (tested with `localhost`). With private addresses allowed there is nothing to resolve for.
      domainStrategy: input.allowPrivateDestinations ? 'AsIs' : 'IPIfNonMatch',
      rules,
    },
  };
}

function checkInput(input: NodeConfigInput) {
  const tags = new Set<string>([API_TAG]);
  const ports = new Set<number>([input.apiPort]);
  for (const inbound of input.inbounds) {
    const problems = inboundProblems(input.core, inbound);
    if (problems.length > 0) {
      const fields = [...new Set(problems.map(([field]) => field))].join(', ');
      throw new Error(`inbound ${inbound.tag}: ${input.core} cannot run it as given (${fields})`);
    }
    if (inbound.security === 'reality' && inbound.reality_private_key === '')
      throw new Error(`inbound ${inbound.tag}: the REALITY private key is missing`);
    if (inbound.protocol === 'shadowsocks' && is2022(inbound) && inbound.ss_server_key === '')
      throw new Error(`inbound ${inbound.tag}: the Shadowsocks 2022 server key is missing`);
    if (tags.has(inbound.tag)) throw new Error(`inbound ${inbound.tag}: the tag is used twice (or is the API's)`);
    if (ports.has(inbound.port)) throw new Error(`inbound ${inbound.tag}: port ${inbound.port} is used twice`);
    tags.add(inbound.tag);
    ports.add(inbound.port);
  }
}

const is2022 = (inbound: Pick<NodeConfigInbound, 'ss_method'>) => inbound.ss_method.startsWith('2022-');

function apiInbound(input: NodeConfigInput) {
  return {
    tag: API_TAG,
    listen: input.apiListen,
    port: input.apiPort,
    protocol: 'dokodemo-door',
    settings: { address: '127.0.0.1' },
    ...(input.apiTls
      ? {
          streamSettings: {
            network: 'tcp',
            security: 'tls',
            // gRPC runs over HTTP/2, which a TLS client asks for by ALPN.
            tlsSettings: { certificates: [certificate(input.apiTls)], alpn: ['h2'] },
          },
        }
      : {}),
  };
}

function userInbound(core: Core, inbound: NodeConfigInbound, tls: NodeTlsFiles, listen: string) {
  return {
    tag: inbound.tag,
    listen,
    port: inbound.port,
    protocol: inbound.protocol,
    settings: protocolSettings(core, inbound),
    streamSettings: { ...transport(core, inbound), ...security(inbound, tls) },
    sniffing: { enabled: true, destOverride: ['http', 'tls'] },
  };
}

function protocolSettings(core: Core, inbound: NodeConfigInbound): Record<string, unknown> {
  switch (inbound.protocol) {
    case 'vless':
      return { clients: [], decryption: 'none' };
    // Xray reads these lists as `users` now and `clients` only as an older name; V2Ray knows only `clients`.
    case 'vmess':
    case 'trojan':
      return core === 'xray' ? { users: [] } : { clients: [] };
    case 'shadowsocks':
      return shadowsocksSettings(inbound);
  }
}

/**
 * Xray's Shadowsocks inbound. With an AEAD cipher each user brings its own cipher and password, so the inbound holds
 * an empty list (the method at the top only tells Xray which family it is). A 2022 cipher takes the server key at the
 * top, and Xray builds the multi-user server (the one the API can add users to) only when the file lists a user: with
 * none it would build a single-user server that admits anyone holding the server key, which every customer's link
 * shows. So the file lists one placeholder with a random key nobody is told, and routing blocks it.
 */
function shadowsocksSettings(inbound: NodeConfigInbound) {
  if (!is2022(inbound)) return { method: inbound.ss_method, clients: [], network: 'tcp,udp' };
  const keyBytes = SS_2022_KEY_BYTES[inbound.ss_method] ?? 32;
  return {
    method: inbound.ss_method,
    password: inbound.ss_server_key,
    clients: [{ password: randomBytes(keyBytes).toString('base64'), email: SS_PLACEHOLDER_EMAIL }],
    network: 'tcp,udp',
  };
}

function transport(core: Core, inbound: NodeConfigInbound): Record<string, unknown> {
  const path = inbound.path || '/';
  switch (inbound.transport) {
    case 'tcp':
      return { network: 'tcp' };
    case 'ws':
      // Xray takes the Host as its own field (inside `headers` it is a deprecated spelling); V2Ray 4.34 only as a header.
      if (core === 'xray')
        return { network: 'ws', wsSettings: { path, ...(inbound.host ? { host: inbound.host } : {}) } };
      return { network: 'ws', wsSettings: { path, ...(inbound.host ? { headers: { Host: inbound.host } } : {}) } };
    case 'grpc':
      return { network: 'grpc', grpcSettings: { serviceName: inbound.service_name } };
    case 'httpupgrade':
      return { network: 'httpupgrade', httpupgradeSettings: { path, ...(inbound.host ? { host: inbound.host } : {}) } };
    case 'xhttp':
      return {
        network: 'xhttp',
        xhttpSettings: { path, ...(inbound.host ? { host: inbound.host } : {}), mode: inbound.xhttp_mode },
      };
  }
}

function security(inbound: NodeConfigInbound, tls: NodeTlsFiles): Record<string, unknown> {
  switch (inbound.security) {
    case 'none':
      return { security: 'none' };
    case 'tls':
      return {
        security: 'tls',
        tlsSettings: {
          certificates: [certificate(tls)],
          ...(inbound.alpn.length > 0 ? { alpn: inbound.alpn } : {}),
          ...(inbound.sni ? { serverName: inbound.sni } : {}),
        },
      };
    case 'reality':
      // The server side takes no spiderX (a client setting, carried by the links) and no public key.
      return {
        security: 'reality',
        realitySettings: {
          show: false,
          // `target` is the current name, `dest` the one earlier Xray releases read: the same value in both.
          target: inbound.reality_dest,
          dest: inbound.reality_dest,
          xver: 0,
          serverNames: inbound.reality_server_names,
          privateKey: inbound.reality_private_key,
          shortIds: inbound.reality_short_ids,
          // Unnamed, Xray (since v26.7.11) takes 26.3.27 and sends every sing-box and Clash app to the decoy site.
          ...(inbound.reality_min_client_ver ? { minClientVer: inbound.reality_min_client_ver } : {}),
        },
      };
  }
}

const certificate = (files: NodeTlsFiles) => ({ certificateFile: files.certificateFile, keyFile: files.keyFile });
