import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CoreTls } from '../integrations/core/core-api.js';
import { createV2rayApi } from '../integrations/v2ray/v2ray-api.js';
import { spawnTied } from './child-processes.js';

/** Real v2ray 4.34 processes on loopback for end-to-end tests (what they take and answer: docs/provisioning.md). */

export type V2rayTestProtocol = 'vless' | 'vmess' | 'trojan';

export const HTTP_TARGET_MARKER = 'pishkhan-ok';

const V2RAY = process.env.V2RAY_BIN ?? '/usr/bin/v2ray';
const TROJAN = process.env.TROJAN_BIN ?? '/usr/bin/trojan';

/** Fails loudly rather than skipping: CI installs the core. */
export function assertV2rayInstalled(): string {
  const result = spawnSync(V2RAY, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`v2ray not found at ${V2RAY}: run \`apt-get install v2ray\` (Debian's 4.34) to run these tests`);
  }
  return result.stdout.split('\n')[0] ?? '';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Bounded polling for a condition. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000, intervalMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export function tcpAccepts(port: number, timeoutMs = 250): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const readTail = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '';
  }
};

/** One v2ray (or trojan) process for a config; `start` again after `stop` runs the same config anew. */
export class V2rayProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    configPath: string,
    private readonly errorLog: string,
    private readonly command: [string, ...string[]] = [V2RAY, '-config', configPath],
  ) {}

  start() {
    const [binary, ...args] = this.command;
    const child = spawnTied(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.output = '';
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.child = child;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  diagnostics() {
    return `v2ray output:\n${this.output}\nerror log:\n${readTail(this.errorLog)}`;
  }

  async stop() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }

  /** Waits for a condition, giving up early (with the core's own words) if the process dies. */
  async waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
    try {
      await waitFor(
        what,
        async () => {
          if (!this.running) throw new Error(`${path.basename(this.command[0])} exited while waiting for ${what}`);
          return check();
        },
        timeoutMs,
      );
    } catch (error) {
      const diagnostics = this.diagnostics();
      await this.stop();
      throw new Error(`${(error as Error).message}\n${diagnostics}`);
    }
  }
}

export function makeTempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function logConfig(dir: string) {
  return { loglevel: 'warning', access: path.join(dir, 'access.log'), error: path.join(dir, 'error.log') };
}

export interface TestCertificate {
  /** The certificate, PEM: also what a client pins as its CA. */
  pem: string;
  certFile: string;
  keyFile: string;
  /** The DNS name it is issued to (its only name: 127.0.0.1 is not on it, so a client must be told the name). */
  serverName: string;
  remove(): void;
}

/** A self-signed certificate (P-256) for `serverName`, made with the openssl CLI in a scratch folder. */
export function makeSelfSignedCertificate(serverName = 'node.pishkhan.test'): TestCertificate {
  const dir = makeTempDir('pishkhan-cert-');
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${serverName}`,
      '-addext',
      `subjectAltName=DNS:${serverName}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (result.error || result.status !== 0) {
    throw new Error(`openssl could not make a test certificate: ${result.error?.message ?? result.stderr}`);
  }
  return {
    pem: fs.readFileSync(certFile, 'utf8'),
    certFile,
    keyFile,
    serverName,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

const tlsStream = (certificate: TestCertificate) => ({
  network: 'tcp',
  security: 'tls',
  tlsSettings: {
    serverName: certificate.serverName,
    certificates: [{ certificateFile: certificate.certFile, keyFile: certificate.keyFile }],
  },
});

export interface V2rayTestNode<P extends V2rayTestProtocol = 'vless' | 'vmess'> {
  apiAddress: string;
  /** Set when the API is served over TLS: what a client pins to reach it. */
  apiTls?: CoreTls;
  inboundTag: string;
  host: '127.0.0.1';
  port: number;
  protocol: P;
  stop(): Promise<void>;
  /** Kill and start the same config: users added through the API are gone, as after a real restart. */
  restart(): Promise<void>;
  /** Kill the core but keep its config, for `up()` to bring the same node back (empty, as after a restart). */
  down(): Promise<void>;
  up(): Promise<void>;
}

export async function startV2rayNode<P extends V2rayTestProtocol = 'vless'>(
  options: {
    protocol?: P;
    /** The user inbound's TLS certificate (a Trojan inbound needs one); without it the inbound is plain TCP. */
    tls?: TestCertificate;
    /** Wraps the API inbound in TLS with this certificate, as a node reached across the internet would be. */
    apiTls?: TestCertificate;
  } = {},
): Promise<V2rayTestNode<P>> {
  assertV2rayInstalled();
  const protocol = (options.protocol ?? 'vless') as P;
  const apiTls = options.apiTls && { ca: options.apiTls.pem, serverName: options.apiTls.serverName };
  const dir = makeTempDir('pishkhan-v2ray-node-');
  const apiPort = await freePort();
  const port = await freePort();
  const inboundTag = `${protocol}-in`;
  const config = {
    log: logConfig(dir),
    api: { tag: 'api', services: ['HandlerService', 'StatsService'] },
    stats: {},
    policy: { levels: { '0': { statsUserUplink: true, statsUserDownlink: true } } },
    inbounds: [
      {
        tag: 'api-in',
        listen: '127.0.0.1',
        port: apiPort,
        protocol: 'dokodemo-door',
        settings: { address: '127.0.0.1' },
        ...(options.apiTls ? { streamSettings: tlsStream(options.apiTls) } : {}),
      },
      {
        tag: inboundTag,
        listen: '127.0.0.1',
        port,
        protocol,
        settings: protocol === 'vless' ? { clients: [], decryption: 'none' } : { clients: [] },
        streamSettings: options.tls ? tlsStream(options.tls) : { network: 'tcp', security: 'none' },
      },
    ],
    // The first outbound is the default, so whatever no rule lets through goes nowhere.
    outbounds: [
      { tag: 'blocked', protocol: 'blackhole' },
      { tag: 'direct', protocol: 'freedom', settings: { domainStrategy: 'AsIs' } },
    ],
    routing: {
      domainStrategy: 'AsIs',
      rules: [
        { type: 'field', inboundTag: ['api-in'], outboundTag: 'api' },
        { type: 'field', ip: ['127.0.0.0/8'], outboundTag: 'direct' },
        { type: 'field', network: 'tcp,udp', outboundTag: 'blocked' },
      ],
    },
  };
  const configPath = path.join(dir, 'config.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));
  const core = new V2rayProcess(configPath, path.join(dir, 'error.log'));
  const apiAddress = `127.0.0.1:${apiPort}`;

  const launch = async () => {
    core.start();
    await core.waitUntil('the API port', () => tcpAccepts(apiPort));
    await core.waitUntil('the inbound port', () => tcpAccepts(port));
    // A fresh channel per attempt: a channel that failed once sits in gRPC's reconnect backoff (1 s and up).
    await core.waitUntil('the API to answer', async () => {
      const api = createV2rayApi({ address: apiAddress, timeoutMs: 500, ...(apiTls ? { tls: apiTls } : {}) });
      try {
        return await api.ping();
      } finally {
        api.close();
      }
    });
  };
  await launch();

  return {
    apiAddress,
    ...(apiTls ? { apiTls } : {}),
    inboundTag,
    host: '127.0.0.1',
    port,
    protocol,
    async stop() {
      await core.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await core.stop();
      await launch();
    },
    down: () => core.stop(),
    up: launch,
  };
}

export interface V2rayCoreUnderTest {
  apiAddress: string;
  stop(): Promise<void>;
}

/**
 * A v2ray process on a configuration the test made (say, the one the panel writes for a node): up once every port in
 * `ports` accepts and the API on `apiPort` answers.
 */
export async function startV2rayOnConfig(
  config: Record<string, unknown>,
  options: { apiPort: number; ports: number[] },
): Promise<V2rayCoreUnderTest> {
  assertV2rayInstalled();
  const dir = makeTempDir('pishkhan-v2ray-config-');
  const configPath = path.join(dir, 'config.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));
  const core = new V2rayProcess(configPath, path.join(dir, 'error.log'));
  const apiAddress = `127.0.0.1:${options.apiPort}`;
  core.start();
  for (const port of [options.apiPort, ...options.ports]) await core.waitUntil(`port ${port}`, () => tcpAccepts(port));
  await core.waitUntil('the API to answer', async () => {
    const api = createV2rayApi({ address: apiAddress, timeoutMs: 500 });
    try {
      return await api.ping();
    } finally {
      api.close();
    }
  });
  return {
    apiAddress,
    async stop() {
      await core.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A link as the older tests read it: its protocol, address, port and id. */
export function parseShareLink(link: string) {
  const { protocol, address, port, secret } = readLink(link);
  return { protocol, host: address, port, uuid: secret };
}

export interface TrojanTestClient {
  socksPort: number;
  stop(): Promise<void>;
}

/**
 * Debian's trojan (trojan-gfw) as the end user's app: a socks5 port on loopback, tunnelled over TLS to a Trojan inbound
 * whose certificate it checks against `certificate` (pinned, its name checked), with `password` as its account.
 * trojan-gfw speaks Trojan over plain TLS only: it has no WebSocket transport (that is trojan-go).
 */
export async function startTrojanClient(options: {
  port: number;
  password: string;
  certificate: TestCertificate;
}): Promise<TrojanTestClient> {
  const dir = makeTempDir('pishkhan-trojan-client-');
  const socksPort = await freePort();
  const config = {
    run_type: 'client',
    local_addr: '127.0.0.1',
    local_port: socksPort,
    remote_addr: '127.0.0.1',
    remote_port: options.port,
    password: [options.password],
    log_level: 1,
    ssl: {
      verify: true,
      verify_hostname: true,
      cert: options.certificate.certFile,
      sni: options.certificate.serverName,
      alpn: ['http/1.1'],
      reuse_session: false,
      session_ticket: false,
    },
    tcp: { no_delay: true, keep_alive: true, reuse_port: false, fast_open: false, fast_open_qlen: 20 },
  };
  const configPath = path.join(dir, 'config.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));
  const client = new V2rayProcess(configPath, path.join(dir, 'none.log'), [TROJAN, '-c', configPath]);
  client.start();
  await client.waitUntil('the trojan socks port', () => tcpAccepts(socksPort));
  return {
    socksPort,
    async stop() {
      await client.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface V2rayTestClient {
  socksPort: number;
  stop(): Promise<void>;
}

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
export async function startV2rayClient(shareLink: string, ca?: TestCertificate): Promise<V2rayTestClient> {
  const parsed = readLink(shareLink);
  if (parsed.protocol === 'trojan' && parsed.security === 'tls' && parsed.network === 'tcp' && ca)
    return startTrojanClient({ port: parsed.port, password: parsed.secret, certificate: ca });
  return runV2rayClient('pishkhan-link-client-', (socksIn) => ({
    inbounds: [socksIn],
    outbounds: [outboundOf(parsed, ca)],
  }));
}

/**
 * A v2ray 4.34 client running a whole client configuration as a subscription served it (Xray JSON): only its local
 * listeners are swapped for one socks port of the test's, and TLS trusts the test's CA as a device trusts a real one.
 */
export function startV2rayOnClientConfig(
  served: { outbounds: Array<{ streamSettings?: { tlsSettings?: Record<string, unknown> } }> },
  ca: TestCertificate,
): Promise<V2rayTestClient> {
  const verify = [{ usage: 'verify', certificateFile: ca.certFile }];
  return runV2rayClient('pishkhan-json-client-', (socksIn) => ({
    ...served,
    inbounds: [socksIn],
    outbounds: served.outbounds.map((o) => {
      const tls = o.streamSettings?.tlsSettings;
      return tls ? { ...o, streamSettings: { ...o.streamSettings, tlsSettings: { ...tls, certificates: verify } } } : o;
    }),
  }));
}

/** A v2ray 4.34 client process on the configuration `build` makes around a socks inbound on a free loopback port. */
async function runV2rayClient(prefix: string, build: (socksIn: object) => object): Promise<V2rayTestClient> {
  assertV2rayInstalled();
  const dir = makeTempDir(prefix);
  const socksPort = await freePort();
  const socksIn = {
    tag: 'socks-in',
    listen: '127.0.0.1',
    port: socksPort,
    protocol: 'socks',
    settings: { auth: 'noauth' },
  };
  const configPath = path.join(dir, 'config.json');
  fs.writeFileSync(configPath, JSON.stringify({ ...build(socksIn), log: logConfig(dir) }, null, 2));
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

function socksAddress(host: string): Buffer {
  if (net.isIPv4(host)) return Buffer.from([0x01, ...host.split('.').map(Number)]);
  const name = Buffer.from(host, 'utf8');
  return Buffer.concat([Buffer.from([0x03, name.length]), name]);
}

/**
 * GET through a SOCKS5 proxy. The v2ray socks inbound grants CONNECT before the node has checked the account,
 * so a refusal shows up as a closed (VLESS) or silent (VMess) connection, never as a SOCKS error.
 */
export function fetchThroughSocks(
  socksPort: number,
  url: string,
  timeoutMs = 3000,
): Promise<{ ok: boolean; body?: string }> {
  const target = new URL(url);
  const targetPort = Number(target.port || 80);
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: socksPort });
    let stage: 'greeting' | 'connect' | 'http' = 'greeting';
    let buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (result: { ok: boolean; body?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false }), timeoutMs);

    // Done at Content-Length: waiting for the close would add the core's uplinkOnly linger (2 s) to every fetch.
    const readHttp = (ended: boolean) => {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return ended ? finish({ ok: false }) : undefined;
      const head = buffer.subarray(0, headerEnd).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      const body = buffer.subarray(headerEnd + 4);
      if (length !== undefined ? body.length < Number(length) : !ended)
        return ended ? finish({ ok: false }) : undefined;
      return finish({ ok: /^HTTP\/1\.[01] 200 /.test(head), body: body.toString('utf8') });
    };

    socket.once('connect', () => socket.write(Buffer.from([0x05, 0x01, 0x00])));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 'greeting') {
        if (buffer.length < 2) return;
        if (buffer[0] !== 0x05 || buffer[1] !== 0x00) return finish({ ok: false });
        buffer = buffer.subarray(2);
        stage = 'connect';
        const port = Buffer.alloc(2);
        port.writeUInt16BE(targetPort);
        socket.write(Buffer.concat([Buffer.from([0x05, 0x01, 0x00]), socksAddress(target.hostname), port]));
        return;
      }
      if (stage === 'connect') {
        if (buffer.length < 5) return;
        if (buffer[1] !== 0x00) return finish({ ok: false });
        const addressLength = buffer[3] === 0x01 ? 4 : buffer[3] === 0x04 ? 16 : 1 + (buffer[4] ?? 0);
        const replyLength = 4 + addressLength + 2;
        if (buffer.length < replyLength) return;
        buffer = buffer.subarray(replyLength);
        stage = 'http';
        socket.write(
          `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`,
        );
      }
      readHttp(false);
    });
    socket.once('end', () => (stage === 'http' ? readHttp(true) : finish({ ok: false })));
    socket.once('error', () => finish({ ok: false }));
  });
}

export interface HttpTarget {
  url: string;
  /** The exact body every request gets: the marker plus enough padding to move traffic counters visibly. */
  body: string;
  close(): Promise<void>;
}

export async function startHttpTarget(): Promise<HttpTarget> {
  const body = `${HTTP_TARGET_MARKER}\n${'x'.repeat(32 * 1024)}\n`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    body,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StallingProxy {
  /** host:port to give Pishkhan as the node's API address. */
  address: string;
  /** Connections accepted while stalled and held open without a byte (the node "hangs"). */
  readonly held: number;
  /** From now on connections are accepted and never answered; open ones are cut so the client must reconnect. */
  stall(): void;
  /** Back to forwarding to the node; held connections are cut so the client reconnects. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a node's API that can make the node hang: it accepts connections and then says nothing,
 * the way a node behind a black-holing route or a stuck process looks to a gRPC client.
 */
export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const [host, port] = target.split(':') as [string, string];
  let stalled = false;
  const held = new Set<net.Socket>();
  const piped = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    if (stalled) {
      held.add(socket);
      socket.once('close', () => held.delete(socket));
      return;
    }
    const upstream = net.connect({ host, port: Number(port) });
    upstream.on('error', () => socket.destroy());
    socket.once('close', () => upstream.destroy());
    upstream.once('close', () => socket.destroy());
    piped.add(socket);
    socket.once('close', () => piped.delete(socket));
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = (sockets: Set<net.Socket>) => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  return {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    get held() {
      return held.size;
    },
    stall() {
      stalled = true;
      cut(piped);
    },
    resume() {
      stalled = false;
      cut(held);
    },
    close() {
      cut(held);
      cut(piped);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
