import {
  type ALPNS,
  DEFAULT_REALITY_MIN_CLIENT_VER,
  type FINGERPRINTS,
  type InboundProtocol,
  type SECURITIES,
  type SsMethod,
  type Transport,
  type XHTTP_MODES,
} from '@pishkhan/contract';

/** Where clients connect: one address of a node's inbound, with everything a share link carries about it. */
export interface LinkEndpoint {
  /** The host clients dial (the node's public address or one of the inbound's extra addresses); IPv6 gets brackets. */
  address: string;
  port: number;
  protocol: InboundProtocol;
  transport: Transport;
  xhttp_mode: (typeof XHTTP_MODES)[number];
  security: (typeof SECURITIES)[number];
  /** '' = the address. */
  sni: string;
  alpn: (typeof ALPNS)[number][];
  /** '' = omitted (REALITY still gets chrome). */
  fingerprint: (typeof FINGERPRINTS)[number];
  /** ws/httpupgrade/xhttp Host header; '' = the TLS server name, else the address. */
  host: string;
  /** ws/httpupgrade/xhttp path; '' = '/'. */
  path: string;
  /** gRPC service name. */
  service_name: string;
  flow: '' | 'xtls-rprx-vision';
  reality_public_key: string;
  /** The one the link carries, of the inbound's short ids. */
  reality_short_id: string;
  /** The SNI a REALITY link carries, of the inbound's server names. */
  reality_server_name: string;
  reality_spider_x: string;
  /** The lowest client version the REALITY server admits ('' for Xray's default): which apps get this way in. */
  reality_min_client_ver: string;
  ss_method: SsMethod;
}

/** An endpoint from what differs from the plainest one (TCP, no security, no extras). */
export function linkEndpoint(fields: Pick<LinkEndpoint, 'protocol' | 'address' | 'port'> & Partial<LinkEndpoint>) {
  const plain: LinkEndpoint = {
    ...fields,
    transport: 'tcp',
    xhttp_mode: 'auto',
    security: 'none',
    sni: '',
    alpn: [],
    fingerprint: '',
    host: '',
    path: '',
    service_name: '',
    flow: '',
    reality_public_key: '',
    reality_short_id: '',
    reality_server_name: '',
    reality_spider_x: '',
    reality_min_client_ver: DEFAULT_REALITY_MIN_CLIENT_VER,
    ss_method: '2022-blake3-aes-128-gcm',
  };
  return { ...plain, ...fields };
}

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
export const unbracketed = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** The name the TLS or REALITY handshake announces. */
export const serverName = (e: LinkEndpoint) => (e.security === 'reality' ? e.reality_server_name : e.sni || e.address);

/** The Host header of the HTTP-based transports: as set, else the server name, which is what a CDN routes by. */
export const hostHeader = (e: LinkEndpoint) => e.host || serverName(e);

const carriesHost = (t: Transport) => t === 'ws' || t === 'httpupgrade' || t === 'xhttp';

/**
 * The standard share links v2rayNG, v2rayN, Hiddify, Streisand and NekoBox import: `vless://`, `trojan://`, `vmess://`
 * (base64 JSON) and `ss://` (SIP002). Links of the shapes the first builder made (VLESS and VMess over TCP, WebSocket
 * or gRPC, with or without TLS) come out byte for byte as it made them, so a subscription a customer already imported
 * does not change; so gRPC keeps its default "gun" mode unsaid (`mode` absent, VMess `type` none).
 *
 * `credential`: the UUID (VLESS, VMess), the password (Trojan), or the Shadowsocks password (for a 2022 cipher already
 * `server key:user key`). Throws for what no link can say (VMess over REALITY, Vision outside VLESS, Shadowsocks over
 * anything but plain TCP) and for a REALITY inbound without its public key or server name.
 */
export function buildShareLink(endpoint: LinkEndpoint, credential: string, remark: string): string {
  const e = endpoint;
  if (e.flow !== '' && e.protocol !== 'vless') throw new Error(`a ${e.protocol} link cannot carry the Vision flow`);
  if (e.security === 'reality') {
    if (e.protocol === 'vmess') throw new Error('VMess has no REALITY link');
    if (e.reality_public_key === '' || e.reality_server_name === '')
      throw new Error('a REALITY link needs the public key and a server name');
  }
  switch (e.protocol) {
    case 'vmess':
      return vmessLink(e, credential, remark);
    case 'shadowsocks':
      return shadowsocksLink(e, credential, remark);
    default:
      return `${e.protocol}://${encodeURIComponent(credential)}@${bracketed(e.address)}:${e.port}?${urlParams(e)}#${encodeURIComponent(remark)}`;
  }
}

/** VLESS and Trojan query: the same parameters, but VLESS says its encryption (always none) and may carry Vision. */
function urlParams(e: LinkEndpoint) {
  const params = new URLSearchParams();
  if (e.protocol === 'vless') params.set('encryption', 'none');
  params.set('security', e.security);
  params.set('type', e.transport);
  if (e.security === 'tls') {
    params.set('sni', serverName(e));
    if (e.fingerprint !== '') params.set('fp', e.fingerprint);
    if (e.alpn.length > 0) params.set('alpn', e.alpn.join(','));
  }
  if (e.security === 'reality') {
    params.set('sni', serverName(e));
    // REALITY's handshake is a browser's (uTLS): a link without one leaves each client to guess, so chrome is said.
    params.set('fp', e.fingerprint || 'chrome');
    params.set('pbk', e.reality_public_key);
    if (e.reality_short_id !== '') params.set('sid', e.reality_short_id);
    if (e.reality_spider_x !== '') params.set('spx', e.reality_spider_x);
  }
  if (e.flow !== '') params.set('flow', e.flow);
  if (carriesHost(e.transport)) {
    params.set('path', e.path || '/');
    params.set('host', hostHeader(e));
  }
  if (e.transport === 'grpc') params.set('serviceName', e.service_name);
  if (e.transport === 'xhttp') params.set('mode', e.xhttp_mode);
  return params;
}

/**
 * VMess's JSON, version 2, keys in the order clients have always been sent. gRPC's service name rides in `path`, an
 * XHTTP mode in `type` (where v2rayN keeps it); `alpn` and `fp` are added only when a TLS link sets them.
 */
function vmessLink(e: LinkEndpoint, uuid: string, remark: string) {
  const tls = e.security === 'tls';
  const json: Record<string, string> = {
    v: '2',
    ps: remark,
    add: unbracketed(e.address),
    port: String(e.port),
    id: uuid,
    aid: '0',
    scy: 'auto',
    net: e.transport,
    type: e.transport === 'xhttp' ? e.xhttp_mode : 'none',
    host: carriesHost(e.transport) ? hostHeader(e) : '',
    path: e.transport === 'grpc' ? e.service_name : e.path,
    tls: tls ? 'tls' : '',
    sni: tls ? serverName(e) : '',
  };
  if (tls && e.alpn.length > 0) json.alpn = e.alpn.join(',');
  if (tls && e.fingerprint !== '') json.fp = e.fingerprint;
  return `vmess://${Buffer.from(JSON.stringify(json), 'utf8').toString('base64')}`;
}

/**
 * SIP002. The older ciphers' `method:password` goes in unpadded base64url; a 2022 cipher's must not be base64 but
 * percent-encoded, its key pair's `:` included, and clients split method from password at the first colon.
 */
function shadowsocksLink(e: LinkEndpoint, password: string, remark: string) {
  if (e.transport !== 'tcp' || e.security !== 'none')
    throw new Error('a Shadowsocks link is plain TCP only (no transport or TLS without a plugin)');
  const userinfo = e.ss_method.startsWith('2022-')
    ? `${encodeURIComponent(e.ss_method)}:${encodeURIComponent(password)}`
    : Buffer.from(`${e.ss_method}:${password}`, 'utf8').toString('base64url');
  return `ss://${userinfo}@${bracketed(e.address)}:${e.port}#${encodeURIComponent(remark)}`;
}

/**
 * A path's early data the way Xray writes it, `?ed=N` inside the path (links and Xray configs carry it so; Xray takes
 * it out and sends the first N bytes in `Sec-WebSocket-Protocol`), split for clients that take it as options: sing-box
 * (`max_early_data`, `early_data_header_name`) and Mihomo (`max-early-data`, `early-data-header-name`). Any other part
 * of the query stays in the path.
 */
export function earlyDataOf(path: string): { path: string; maxEarlyData: number } {
  const at = path.indexOf('?');
  if (at < 0) return { path, maxEarlyData: 0 };
  const query = new URLSearchParams(path.slice(at + 1));
  const ed = Number(query.get('ed') ?? '');
  if (!Number.isInteger(ed) || ed <= 0) return { path, maxEarlyData: 0 };
  query.delete('ed');
  const rest = query.toString();
  return { path: `${path.slice(0, at)}${rest ? `?${rest}` : ''}`, maxEarlyData: ed };
}
/** The header Xray reads early data from. */
export const EARLY_DATA_HEADER = 'Sec-WebSocket-Protocol';
