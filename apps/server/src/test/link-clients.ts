import fs from 'node:fs';
import path from 'node:path';
import {
  assertV2rayInstalled,
  freePort,
  logConfig,
  makeTempDir,
  startTrojanClient,
  type TestCertificate,
  tcpAccepts,
  V2rayProcess,
  type V2rayTestClient,
} from './v2ray-node.js';

/**
 * Real clients that read a share link as an end user's app does: a second v2ray 4.34 for VLESS, VMess and Trojan
 * over TCP or WebSocket, with or without TLS, and Debian's trojan (trojan-gfw) for Trojan over TLS on TCP. The test
 * only turns the link into the client's own configuration; the client then speaks to the node on its own, checking
 * the node's certificate against the test's CA (`certificate`) for the name the link carries.
 */

/** What a client needs of a `vless://`, `vmess://` or `trojan://` link. */
export interface ParsedLink {
  protocol: 'vless' | 'vmess' | 'trojan';
  address: string;
  port: number;
  /** The UUID (VLESS, VMess) or the password (Trojan). */
  secret: string;
  network: string;
  security: string;
  sni: string;
  host: string;
  path: string;
}

export function readLink(link: string): ParsedLink {
  if (link.startsWith('vmess://')) {
    const json = JSON.parse(Buffer.from(link.slice('vmess://'.length), 'base64').toString('utf8')) as Record<
      string,
      string
    >;
    return {
      protocol: 'vmess',
      address: json.add ?? '',
      port: Number(json.port),
      secret: json.id ?? '',
      network: json.net ?? 'tcp',
      security: json.tls === 'tls' ? 'tls' : 'none',
      sni: json.sni ?? '',
      host: json.host ?? '',
      path: json.path ?? '',
    };
  }
  const url = new URL(link);
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'vless' && protocol !== 'trojan') throw new Error(`not a link a test client reads: ${link}`);
  const q = url.searchParams;
  return {
    protocol,
    address: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port),
    secret: decodeURIComponent(url.username),
    network: q.get('type') ?? 'tcp',
    security: q.get('security') ?? 'none',
    sni: q.get('sni') ?? '',
    host: q.get('host') ?? '',
    path: q.get('path') ?? '',
  };
}

/** The v2ray 4.34 outbound a link describes, TLS checked against `ca` for the link's server name. */
function outboundOf(link: ParsedLink, ca?: TestCertificate) {
  const server = { address: link.address, port: link.port };
  const settings =
    link.protocol === 'trojan'
      ? { servers: [{ ...server, password: link.secret }] }
      : {
          vnext: [
            {
              ...server,
              users: [
                link.protocol === 'vless'
                  ? { id: link.secret, encryption: 'none', level: 0 }
                  : { id: link.secret, alterId: 0, security: 'auto', level: 0 },
              ],
            },
          ],
        };
  return {
    tag: 'node',
    protocol: link.protocol,
    settings,
    streamSettings: {
      network: link.network,
      security: link.security,
      ...(link.security === 'tls'
        ? {
            tlsSettings: {
              serverName: link.sni,
              certificates: ca ? [{ usage: 'verify', certificateFile: ca.certFile }] : [],
            },
          }
        : {}),
      ...(link.network === 'ws' ? { wsSettings: { path: link.path, headers: { Host: link.host } } } : {}),
    },
  };
}

/**
 * The user's app for a link: Debian's trojan for Trojan over TLS on TCP, else a v2ray 4.34 client; either way a socks
 * port on loopback whose only way out is the link's account.
 */
export async function startLinkClient(shareLink: string, ca?: TestCertificate): Promise<V2rayTestClient> {
  const parsed = readLink(shareLink);
  if (parsed.protocol === 'trojan' && parsed.security === 'tls' && parsed.network === 'tcp' && ca)
    return startTrojanClient({ port: parsed.port, password: parsed.secret, certificate: ca });
  assertV2rayInstalled();
  const dir = makeTempDir('pishkhan-link-client-');
  const socksPort = await freePort();
  const config = {
    log: logConfig(dir),
    inbounds: [
      { tag: 'socks-in', listen: '127.0.0.1', port: socksPort, protocol: 'socks', settings: { auth: 'noauth' } },
    ],
    outbounds: [outboundOf(parsed, ca)],
  };
  const configPath = path.join(dir, 'config.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));
  const core = new V2rayProcess(configPath, path.join(dir, 'error.log'));
  core.start();
  await core.waitUntil('the socks port', () => tcpAccepts(socksPort));
  return {
    socksPort,
    async stop() {
      await core.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
