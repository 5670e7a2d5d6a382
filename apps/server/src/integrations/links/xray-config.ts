import { hostHeader, type LinkEndpoint, serverName, unbracketed } from './share-link.js';
import type { SubscriptionEntry } from './subscription-entry.js';

/**
 * The JSON subscription newer v2rayN and v2rayNG, Streisand and Happ import: an array of whole Xray client configs, one
 * per entry, each listed under its `remarks`, with a SOCKS proxy on 127.0.0.1:10808 (the port v2rayNG's VPN mode feeds)
 * and an HTTP one on 10809. Every entry is carried, XHTTP included. Field names are Xray's (read against its docs and
 * its config loader); an entry V2Ray 4.34 can also serve (VLESS, VMess or Trojan over TCP or WebSocket, without REALITY
 * or Vision) comes out in shapes V2Ray 4.34 runs too: `tcp` rather than Xray's `raw`, the WebSocket Host in `headers`
 * (Xray also reads the `host` beside it), VLESS `vnext` with `encryption: none`; V2Ray ignores the fields it lacks,
 * such as `fingerprint`. Routing is left empty, so everything goes to the first outbound, the proxy: no rule needs
 * geoip files. No entry gives an empty array.
 */
export function xrayConfigs(entries: SubscriptionEntry[]): string {
  return `${JSON.stringify(entries.map(xrayConfig), null, 2)}\n`;
}

function xrayConfig({ name, endpoint: e, credential }: SubscriptionEntry) {
  return {
    remarks: name,
    log: { loglevel: 'warning' },
    inbounds: [
      {
        tag: 'socks',
        protocol: 'socks',
        listen: '127.0.0.1',
        port: 10808,
        settings: { auth: 'noauth', udp: true },
        sniffing: { enabled: true, destOverride: ['http', 'tls'] },
      },
      { tag: 'http', protocol: 'http', listen: '127.0.0.1', port: 10809, settings: {} },
    ],
    outbounds: [
      { tag: 'proxy', protocol: e.protocol, settings: proxySettings(e, credential), streamSettings: streamSettings(e) },
      { tag: 'direct', protocol: 'freedom', settings: {} },
      { tag: 'block', protocol: 'blackhole', settings: {} },
    ],
    routing: { domainStrategy: 'AsIs', rules: [] },
  };
}

function proxySettings(e: LinkEndpoint, credential: string) {
  const server = { address: unbracketed(e.address), port: e.port };
  switch (e.protocol) {
    case 'vless':
      return {
        vnext: [{ ...server, users: [{ id: credential, encryption: 'none', ...(e.flow !== '' && { flow: e.flow }) }] }],
      };
    case 'vmess':
      return { vnext: [{ ...server, users: [{ id: credential, alterId: 0, security: 'auto' }] }] };
    case 'trojan':
      return { servers: [{ ...server, password: credential }] };
    case 'shadowsocks':
      return { servers: [{ ...server, method: e.ss_method, password: credential }] };
  }
}

function streamSettings(e: LinkEndpoint) {
  const path = e.path || '/';
  return {
    network: e.transport,
    security: e.security,
    ...(e.security === 'tls' && {
      tlsSettings: {
        serverName: unbracketed(serverName(e)),
        ...(e.fingerprint !== '' && { fingerprint: e.fingerprint }),
        ...(e.alpn.length > 0 && { alpn: e.alpn }),
      },
    }),
    ...(e.security === 'reality' && {
      realitySettings: {
        serverName: e.reality_server_name,
        // REALITY's handshake is uTLS's, always a browser's: chrome unless the endpoint names one.
        fingerprint: e.fingerprint || 'chrome',
        publicKey: e.reality_public_key,
        shortId: e.reality_short_id,
        ...(e.reality_spider_x !== '' && { spiderX: e.reality_spider_x }),
      },
    }),
    ...(e.transport === 'ws' && { wsSettings: { path, host: hostHeader(e), headers: { Host: hostHeader(e) } } }),
    ...(e.transport === 'grpc' && { grpcSettings: { serviceName: e.service_name } }),
    ...(e.transport === 'httpupgrade' && { httpupgradeSettings: { path, host: hostHeader(e) } }),
    ...(e.transport === 'xhttp' && { xhttpSettings: { path, host: hostHeader(e), mode: e.xhttp_mode } }),
  };
}
