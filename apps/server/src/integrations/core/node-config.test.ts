import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FLOWS,
  INBOUND_PROTOCOLS,
  type InboundBody,
  InboundBodySchema,
  inboundProblems,
  SECURITIES,
  TRANSPORTS,
  TUNNEL_IDLE_SECONDS,
} from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeUserOf } from '../../modules/nodes/nodes.service.js';
import {
  assertV2rayInstalled,
  fetchThroughSocks,
  freePort,
  type HttpTarget,
  startHttpTarget,
  startV2rayClient,
  startV2rayOnConfig,
  type V2rayCoreUnderTest,
  type V2rayTestClient,
} from '../../test/v2ray-node.js';
import { buildShareLink, linkEndpoint } from '../links/share-link.js';
import type { CoreApi } from './core-api.js';
import { createCoreApi } from './create-core-api.js';
import {
  DEFAULT_NODE_TLS,
  type NodeConfigInbound,
  type NodeConfigInput,
  nodeConfig,
  PRIVATE_CIDRS,
  PROBE_EMAIL,
  SS_PLACEHOLDER_EMAIL,
} from './node-config.js';

const V2RAY = process.env.V2RAY_BIN ?? '/usr/bin/v2ray';
const FETCH_MS = 3000;
const REFUSED_WITHIN_MS = 1500;

/** An X25519 pair as Xray prints it: 32 bytes each in unpadded base64url (a JWK's `d` and `x` are exactly that). */
function realityKeys() {
  const jwk = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });
  return { privateKey: jwk.d as string, publicKey: jwk.x as string };
}

/** An inbound as the contract parses it, plus the private key the node gets. */
function inbound(fields: Partial<InboundBody> & Pick<InboundBody, 'tag' | 'protocol' | 'port'>, privateKey = '') {
  return { ...InboundBodySchema.parse(fields), reality_private_key: privateKey } satisfies NodeConfigInbound;
}

const addVlessUser = (api: CoreApi, tag: string, email: string, uuid: string) =>
  api.addUser({ tag, email, account: { protocol: 'vless', id: uuid, flow: '' } });

describe('node configuration for V2Ray 4.34, checked by the real core', () => {
  let dir: string;
  let tls: { certificateFile: string; keyFile: string };

  const v2rayTest = (config: Record<string, unknown>, name: string) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
    return spawnSync(V2RAY, ['-test', '-config', file], { encoding: 'utf8' });
  };

  beforeAll(() => {
    assertV2rayInstalled();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-node-config-'));
    tls = { certificateFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=node.pishkhan.test',
        '-keyout',
        tls.keyFile,
        '-out',
        tls.certificateFile,
      ]),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Every combination of the contract's choices, made complete enough that only what V2Ray lacks can be refused.
  const keys = realityKeys();
  const everyCombination = INBOUND_PROTOCOLS.flatMap((protocol) =>
    TRANSPORTS.flatMap((transport) =>
      SECURITIES.flatMap((security) =>
        FLOWS.map((flow) =>
          inbound(
            {
              tag: `${protocol}-${transport}-${security}${flow ? '-vision' : ''}`,
              protocol,
              port: 443,
              transport,
              security,
              flow,
              host: 'cdn.pishkhan.test',
              path: '/pk',
              sni: 'node.pishkhan.test',
              service_name: 'pk',
              reality_public_key: keys.publicKey,
              reality_short_ids: ['0123abcd'],
              reality_server_names: ['www.example.com'],
              reality_dest: 'www.example.com:443',
              ss_method: 'aes-128-gcm',
            },
            keys.privateKey,
          ),
        ),
      ),
    ),
  );
  const admitted = everyCombination.filter((i) => inboundProblems('v2ray', i).length === 0);

  it('the contract admits exactly VLESS, VMess and Trojan over TCP or WebSocket, plain or TLS, on V2Ray', () => {
    expect(admitted.map((i) => i.tag).sort()).toEqual(
      ['vless', 'vmess', 'trojan']
        .flatMap((p) => ['tcp', 'ws'].flatMap((t) => ['none', 'tls'].map((s) => `${p}-${t}-${s}`)))
        .sort(),
    );
  });

  it.each(admitted.map((i) => [i.tag, i] as const))('v2ray -test accepts the file for %s', (tag, admittedInbound) => {
    const config = nodeConfig({
      core: 'v2ray',
      apiPort: 10085,
      apiListen: '127.0.0.1',
      inboundListen: '0.0.0.0',
      inbounds: [admittedInbound],
      tls,
    });
    const result = v2rayTest(config, tag);
    expect(result.stdout + result.stderr).toContain('Configuration OK');
    expect(result.status).toBe(0);
  });

  it('v2ray -test accepts one file with all of them on their own ports and the API behind TLS', () => {
    const config = nodeConfig({
      core: 'v2ray',
      apiPort: 10085,
      apiListen: '127.0.0.1',
      inboundListen: '0.0.0.0',
      apiTls: tls,
      inbounds: admitted.map((i, n) => ({ ...i, port: 20000 + n })),
      tls,
    });
    const result = v2rayTest(config, 'all');
    expect(result.stdout + result.stderr).toContain('Configuration OK');
    expect(result.status).toBe(0);
  });

  it("bounds a removed user's open tunnels by connIdle, and leaves out the online counter V2Ray 4.34 ignores", () => {
    const policy = (connIdleSeconds?: number) =>
      nodeConfig({
        core: 'v2ray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [admitted[0] as NodeConfigInbound],
        tls,
        ...(connIdleSeconds === undefined ? {} : { connIdleSeconds }),
      }).policy;
    // 4.34 reads `statsUserOnline` as an unknown name and runs without it: written, it would only mislead.
    expect(policy()).toEqual({
      levels: {
        '0': {
          connIdle: TUNNEL_IDLE_SECONDS,
          uplinkOnly: 1,
          downlinkOnly: 1,
          statsUserUplink: true,
          statsUserDownlink: true,
        },
      },
      system: { statsInboundUplink: true, statsInboundDownlink: true },
    });
    expect(policy(2)).toMatchObject({ levels: { '0': { connIdle: 2 } } });
  });

  it('the real core refuses a broken file, so the checks above can fail', () => {
    const config = nodeConfig({
      core: 'v2ray',
      apiPort: 10085,
      apiListen: '127.0.0.1',
      inboundListen: '0.0.0.0',
      inbounds: [admitted[0] as NodeConfigInbound],
      tls,
    });
    const rules = (config.routing as { rules: Record<string, unknown>[] }).rules;
    const broken = { ...config, routing: { rules: rules.map(({ type: _type, ...rule }) => rule) } };
    const result = v2rayTest(broken, 'broken');
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/unknown router rule type/);
  });

  it.each([
    ['REALITY', everyCombination.find((i) => i.tag === 'vless-tcp-reality')],
    ['XHTTP', everyCombination.find((i) => i.tag === 'vless-xhttp-tls')],
    ['Vision', everyCombination.find((i) => i.tag === 'vless-tcp-tls-vision')],
    ['Shadowsocks', everyCombination.find((i) => i.tag === 'shadowsocks-tcp-none')],
  ])('refuses an inbound with %s for V2Ray before any file is written', (_what, refused) => {
    const file = path.join(dir, `refused-${randomUUID()}.json`);
    const write = () => {
      const config = nodeConfig({
        core: 'v2ray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [refused as NodeConfigInbound],
        tls,
      });
      fs.writeFileSync(file, JSON.stringify(config));
    };
    expect(write).toThrow(/cannot run it/);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('a node running the written file, with a user added through the API and a real client', () => {
  let target: HttpTarget;
  const started: Array<{ stop(): Promise<void> }> = [];
  const apis: CoreApi[] = [];

  /** A V2Ray node on the panel's file with one VLESS inbound over TCP. */
  async function startNode(options: Pick<NodeConfigInput, 'allowPrivateDestinations'>) {
    const [apiPort, port] = [await freePort(), await freePort()];
    const tag = 'vless-tcp';
    const config = nodeConfig({
      core: 'v2ray',
      apiPort,
      apiListen: '127.0.0.1',
      inboundListen: '127.0.0.1',
      inbounds: [inbound({ tag, protocol: 'vless', port })],
      tls: DEFAULT_NODE_TLS,
      ...options,
    });
    const core: V2rayCoreUnderTest = await startV2rayOnConfig(config, { apiPort, ports: [port] });
    started.push(core);
    const api = createCoreApi('v2ray', { address: core.apiAddress });
    apis.push(api);
    return { api, tag, port };
  }

  /** A user added to the node through the API, and a real client holding its link. */
  async function userWithClient(node: Awaited<ReturnType<typeof startNode>>, email: string) {
    const uuid = randomUUID();
    expect(await addVlessUser(node.api, node.tag, email, uuid)).toBe('added');
    const link = buildShareLink(
      linkEndpoint({ protocol: 'vless', address: '127.0.0.1', port: node.port }),
      uuid,
      'test',
    );
    const client: V2rayTestClient = await startV2rayClient(link);
    started.push(client);
    return client;
  }

  beforeAll(async () => {
    assertV2rayInstalled();
    target = await startHttpTarget();
  });

  afterAll(async () => {
    for (const api of apis) api.close();
    await Promise.all(started.map((s) => s.stop()));
    await target?.close();
  });

  it("serves a user the API added, and not the panel's probe user, on the same node", async () => {
    // nodes.service names the probe; the file must block that very name.
    expect(probeUserOf('secret', 1).email).toBe(PROBE_EMAIL);
    const node = await startNode({ allowPrivateDestinations: true });
    const [user, probe] = [await userWithClient(node, 'svc-1@pishkhan'), await userWithClient(node, PROBE_EMAIL)];
    expect(await fetchThroughSocks(user.socksPort, target.url, FETCH_MS)).toEqual({ ok: true, body: target.body });
    expect(await fetchThroughSocks(probe.socksPort, target.url, REFUSED_WITHIN_MS)).toEqual({ ok: false });
  });

  it('by default keeps users off private and loopback addresses, by address and by name', async () => {
    // The same node and user as above but for the default: only the private-address rule differs.
    const client = await userWithClient(await startNode({}), 'svc-2@pishkhan');
    const byName = target.url.replace('127.0.0.1', 'localhost');
    expect(await fetchThroughSocks(client.socksPort, target.url, REFUSED_WITHIN_MS)).toEqual({ ok: false });
    expect(await fetchThroughSocks(client.socksPort, byName, REFUSED_WITHIN_MS)).toEqual({ ok: false });
  });
});

/**
 * The names Xray-core's configuration reader takes at each place of the file, read from the json tags of the structs
 * in its infra/conf folder (xray.go, api.go, policy.go, log.go, router.go, transport_internet.go, grpc.go, vless.go,
 * vmess.go, trojan.go, shadowsocks.go, dokodemo.go, common.go) at its 2026 head. Only server-side names are listed
 * where a struct serves both sides (REALITY's spiderX, publicKey and shortId are the client's). The reader ignores an
 * unknown name silently, so a misspelt one would run as if absent: this table is what catches it.
 */
const XRAY_FIELDS: Record<string, readonly string[]> = {
  root: ['log', 'routing', 'dns', 'inbounds', 'outbounds', 'policy', 'api', 'metrics', 'stats', 'reverse'],
  log: ['access', 'error', 'loglevel'],
  api: ['tag', 'services'],
  policy: ['levels', 'system'],
  policyLevel: [
    'handshake',
    'connIdle',
    'uplinkOnly',
    'downlinkOnly',
    'statsUserUplink',
    'statsUserDownlink',
    'statsUserOnline',
    'statsUserInboundUplink',
    'statsUserInboundDownlink',
    'bufferSize',
  ],
  policySystem: ['statsInboundUplink', 'statsInboundDownlink', 'statsOutboundUplink', 'statsOutboundDownlink'],
  inbound: ['protocol', 'port', 'listen', 'settings', 'tag', 'streamSettings', 'sniffing'],
  sniffing: ['enabled', 'destOverride', 'domainsExcluded', 'ipsExcluded', 'metadataOnly', 'routeOnly'],
  'settings:dokodemo-door': ['address', 'port', 'network', 'timeout', 'followRedirect', 'userLevel'],
  'settings:vless': ['clients', 'decryption', 'fallbacks', 'flow'],
  'settings:vmess': ['users', 'clients', 'default'],
  'settings:trojan': ['users', 'clients', 'fallbacks'],
  'settings:shadowsocks': ['method', 'password', 'level', 'email', 'clients', 'network'],
  shadowsocksClient: ['method', 'password', 'level', 'email', 'address', 'port'],
  streamSettings: [
    'address',
    'port',
    'network',
    'security',
    'tlsSettings',
    'realitySettings',
    'rawSettings',
    'tcpSettings',
    'xhttpSettings',
    'splithttpSettings',
    'kcpSettings',
    'grpcSettings',
    'wsSettings',
    'httpupgradeSettings',
    'sockopt',
  ],
  tlsSettings: [
    'allowInsecure',
    'certificates',
    'serverName',
    'alpn',
    'enableSessionResumption',
    'disableSystemRoot',
    'minVersion',
    'maxVersion',
    'cipherSuites',
    'fingerprint',
    'rejectUnknownSni',
    'pinnedPeerCertificateChainSha256',
    'pinnedPeerCertificatePublicKeySha256',
    'curvePreferences',
    'masterKeyLog',
    'verifyPeerCertInNames',
  ],
  certificate: [
    'certificateFile',
    'certificate',
    'keyFile',
    'key',
    'usage',
    'ocspStapling',
    'oneTimeLoading',
    'buildChain',
  ],
  realitySettings: [
    'masterKeyLog',
    'show',
    'target',
    'dest',
    'type',
    'xver',
    'serverNames',
    'privateKey',
    'minClientVer',
    'maxClientVer',
    'maxTimeDiff',
    'shortIds',
    'limitFbUploadRate',
    'limitFbUploadBurst',
    'limitFbUploadAfter',
    'limitFbDownloadRate',
    'limitFbDownloadBurst',
    'limitFbDownloadAfter',
  ],
  wsSettings: ['host', 'path', 'headers', 'acceptProxyProtocol', 'heartbeatPeriod'],
  httpupgradeSettings: ['host', 'path', 'headers', 'acceptProxyProtocol'],
  xhttpSettings: [
    'host',
    'path',
    'mode',
    'headers',
    'xPaddingBytes',
    'noGRPCHeader',
    'noSSEHeader',
    'scMaxEachPostBytes',
    'scMinPostsIntervalMs',
    'scMaxBufferedPosts',
    'scStreamUpServerSecs',
    'xmux',
    'downloadSettings',
    'extra',
  ],
  grpcSettings: [
    'serviceName',
    'multiMode',
    'idle_timeout',
    'health_check_timeout',
    'permit_without_stream',
    'initial_windows_size',
    'user_agent',
  ],
  outbound: ['protocol', 'sendThrough', 'tag', 'settings', 'streamSettings', 'proxySettings', 'mux', 'targetStrategy'],
  routing: ['rules', 'domainStrategy', 'balancers'],
  rule: [
    'ruleTag',
    'outboundTag',
    'balancerTag',
    'domain',
    'domains',
    'ip',
    'port',
    'network',
    'sourceIP',
    'source',
    'sourcePort',
    'user',
    'vlessRoute',
    'inboundTag',
    'protocol',
    'attrs',
    'localIP',
    'localPort',
    'process',
    'webhook',
  ],
};

/** Values the same reader accepts where the file names one of a fixed set. */
const XRAY_VALUES: Record<string, readonly string[]> = {
  network: ['raw', 'tcp', 'xhttp', 'splithttp', 'kcp', 'mkcp', 'grpc', 'ws', 'websocket', 'httpupgrade'],
  security: ['', 'none', 'tls', 'reality'],
  xhttpMode: ['auto', 'packet-up', 'stream-up', 'stream-one'],
  inboundProtocol: ['dokodemo-door', 'tunnel', 'vless', 'vmess', 'trojan', 'shadowsocks'],
  outboundProtocol: ['freedom', 'direct', 'blackhole', 'block'],
  apiService: [
    'HandlerService',
    'StatsService',
    'LoggerService',
    'ReflectionService',
    'ReverseService',
    'ObservatoryService',
  ],
  destOverride: ['http', 'tls', 'quic', 'fakedns'],
  routingDomainStrategy: ['AsIs', 'IPIfNonMatch', 'IPOnDemand'],
  ssNetwork: ['tcp', 'udp'],
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every name or value in `config` that Xray's reader does not take at its place, as `path: name`. */
function xrayNameProblems(config: Json): string[] {
  const problems: string[] = [];
  const keys = (value: unknown, place: string, at: string) => {
    if (!isObject(value)) return problems.push(`${at}: not an object`);
    for (const key of Object.keys(value))
      if (!XRAY_FIELDS[place]?.includes(key)) problems.push(`${at}.${key}: not a ${place} field`);
  };
  const oneOf = (value: unknown, set: string, at: string) => {
    if (!XRAY_VALUES[set]?.includes(String(value))) problems.push(`${at}: ${String(value)} is not a ${set}`);
  };
  keys(config, 'root', '$');
  keys(config.log, 'log', '$.log');
  keys(config.api, 'api', '$.api');
  for (const [n, s] of ((config.api as Json).services as string[]).entries())
    oneOf(s, 'apiService', `$.api.services[${n}]`);
  const policy = config.policy as Json;
  keys(policy, 'policy', '$.policy');
  for (const [level, p] of Object.entries(policy.levels as Json)) keys(p, 'policyLevel', `$.policy.levels.${level}`);
  if (policy.system) keys(policy.system, 'policySystem', '$.policy.system');

  for (const [n, ib] of (config.inbounds as Json[]).entries()) {
    const at = `$.inbounds[${n}]`;
    keys(ib, 'inbound', at);
    oneOf(ib.protocol, 'inboundProtocol', `${at}.protocol`);
    const settings = ib.settings as Json;
    keys(settings, `settings:${String(ib.protocol)}`, `${at}.settings`);
    if (ib.protocol === 'shadowsocks') {
      for (const [c, client] of (settings.clients as Json[]).entries())
        keys(client, 'shadowsocksClient', `${at}.settings.clients[${c}]`);
      for (const network of String(settings.network).split(',')) oneOf(network, 'ssNetwork', `${at}.settings.network`);
    }
    if (ib.sniffing) {
      keys(ib.sniffing, 'sniffing', `${at}.sniffing`);
      for (const d of (ib.sniffing as Json).destOverride as string[]) oneOf(d, 'destOverride', `${at}.sniffing`);
    }
    const stream = ib.streamSettings as Json | undefined;
    if (!stream) continue;
    keys(stream, 'streamSettings', `${at}.streamSettings`);
    oneOf(stream.network, 'network', `${at}.streamSettings.network`);
    oneOf(stream.security, 'security', `${at}.streamSettings.security`);
    for (const place of ['wsSettings', 'httpupgradeSettings', 'xhttpSettings', 'grpcSettings', 'realitySettings']) {
      if (stream[place] !== undefined) keys(stream[place], place, `${at}.streamSettings.${place}`);
    }
    const xhttp = stream.xhttpSettings as Json | undefined;
    if (xhttp) oneOf(xhttp.mode, 'xhttpMode', `${at}.streamSettings.xhttpSettings.mode`);
    const tlsSettings = stream.tlsSettings as Json | undefined;
    if (tlsSettings) {
      keys(tlsSettings, 'tlsSettings', `${at}.streamSettings.tlsSettings`);
      for (const [c, cert] of (tlsSettings.certificates as Json[]).entries())
        keys(cert, 'certificate', `${at}.streamSettings.tlsSettings.certificates[${c}]`);
    }
  }
  for (const [n, ob] of (config.outbounds as Json[]).entries()) {
    keys(ob, 'outbound', `$.outbounds[${n}]`);
    oneOf(ob.protocol, 'outboundProtocol', `$.outbounds[${n}].protocol`);
  }
  const routing = config.routing as Json;
  keys(routing, 'routing', '$.routing');
  oneOf(routing.domainStrategy, 'routingDomainStrategy', '$.routing.domainStrategy');
  for (const [n, rule] of (routing.rules as Json[]).entries()) keys(rule, 'rule', `$.routing.rules[${n}]`);
  return problems;
}

describe('node configuration for Xray, checked against the names Xray-core reads', () => {
  const keys = realityKeys();
  const tls = DEFAULT_NODE_TLS;
  const apiTls = { certificateFile: '/etc/pishkhan/tls/api-cert.pem', keyFile: '/etc/pishkhan/tls/api-key.pem' };
  const reality = {
    security: 'reality' as const,
    reality_public_key: keys.publicKey,
    reality_short_ids: ['', '0123abcd', 'ffee'],
    reality_server_names: ['www.example.com', 'example.com'],
    reality_dest: 'www.example.com:443',
    reality_spider_x: '/search',
  };
  const ssServerKey = Buffer.alloc(16, 7).toString('base64');
  const inbounds = [
    inbound({ tag: 'vision', protocol: 'vless', port: 443, flow: 'xtls-rprx-vision', ...reality }, keys.privateKey),
    inbound({
      tag: 'xhttp',
      protocol: 'vless',
      port: 8443,
      transport: 'xhttp',
      xhttp_mode: 'stream-up',
      security: 'tls',
      sni: 'node.pishkhan.test',
      alpn: ['h2', 'http/1.1'],
      host: 'cdn.pishkhan.test',
      path: '/xh',
    }),
    inbound(
      { tag: 'grpc-reality', protocol: 'vless', port: 2053, transport: 'grpc', service_name: 'pk.Tun', ...reality },
      keys.privateKey,
    ),
    inbound({
      tag: 'trojan-ws',
      protocol: 'trojan',
      port: 2083,
      transport: 'ws',
      security: 'tls',
      sni: 'node.pishkhan.test',
      host: 'cdn.pishkhan.test',
      path: '/tj',
    }),
    inbound({ tag: 'ss-aead', protocol: 'shadowsocks', port: 8388, ss_method: 'chacha20-ietf-poly1305' }),
    inbound({
      tag: 'ss-2022',
      protocol: 'shadowsocks',
      port: 8389,
      ss_method: '2022-blake3-aes-128-gcm',
      ss_server_key: ssServerKey,
    }),
  ];
  const config = nodeConfig({
    core: 'xray',
    apiPort: 10085,
    apiListen: '10.0.0.5',
    inboundListen: '::',
    apiTls,
    inbounds,
    tls,
  });
  const byTag = (tag: string) => (config.inbounds as Json[]).find((i) => i.tag === tag) as Json;
  const stream = (tag: string) => byTag(tag).streamSettings as Json;

  it('the contract admits every inbound used here on Xray', () => {
    for (const i of inbounds) expect(inboundProblems('xray', i)).toEqual([]);
  });

  it('uses only names and values Xray reads, at every level of the file', () => {
    expect(xrayNameProblems(config)).toEqual([]);
  });

  it('the name check fails on a misplaced or misspelt name, so passing means something', () => {
    const broken = structuredClone(config);
    const vision = (broken.inbounds as Json[]).find((i) => i.tag === 'vision') as Json;
    Object.assign((vision.streamSettings as Json).realitySettings as Json, { spiderX: '/' });
    ((broken.routing as Json).rules as Json[]).push({ type: 'field', outboundTag: 'block' });
    (broken.api as Json).services = ['HandlerService', 'StatService'];
    expect(xrayNameProblems(broken)).toEqual([
      '$.api.services[1]: StatService is not a apiService',
      '$.inbounds[1].streamSettings.realitySettings.spiderX: not a realitySettings field',
      '$.routing.rules[3].type: not a rule field',
    ]);
  });

  it('has the API, the counters Xray needs for usage and online users, and the routing around them', () => {
    expect(config.log).toEqual({ loglevel: 'warning', access: 'none' });
    expect(config.api).toEqual({ tag: 'api', services: ['HandlerService', 'StatsService'] });
    expect(config.stats).toEqual({});
    // connIdle is what ends a removed user's open tunnels (decision 108); the online list needs statsUserOnline.
    expect((config.policy as Json).levels).toEqual({
      '0': {
        connIdle: TUNNEL_IDLE_SECONDS,
        uplinkOnly: 1,
        downlinkOnly: 1,
        statsUserUplink: true,
        statsUserDownlink: true,
        statsUserOnline: true,
      },
    });
    expect(byTag('api')).toEqual({
      tag: 'api',
      listen: '10.0.0.5',
      port: 10085,
      protocol: 'dokodemo-door',
      settings: { address: '127.0.0.1' },
      streamSettings: {
        network: 'tcp',
        security: 'tls',
        tlsSettings: { certificates: [apiTls], alpn: ['h2'] },
      },
    });
    expect(config.outbounds).toEqual([
      { tag: 'direct', protocol: 'freedom' },
      { tag: 'block', protocol: 'blackhole' },
    ]);
    expect((config.routing as Json).rules).toEqual([
      { inboundTag: ['api'], outboundTag: 'api' },
      { user: [PROBE_EMAIL, SS_PLACEHOLDER_EMAIL], outboundTag: 'block' },
      { ip: PRIVATE_CIDRS, outboundTag: 'block' },
    ]);
  });

  it('writes every inbound with its tag and port on the addresses the node names, no users, sniffing on', () => {
    expect((config.inbounds as Json[]).map((i) => [i.tag, i.port, i.listen])).toEqual([
      ['api', 10085, '10.0.0.5'],
      ...inbounds.map((i) => [i.tag, i.port, '::']),
    ]);
    for (const i of inbounds) expect(byTag(i.tag).sniffing).toEqual({ enabled: true, destOverride: ['http', 'tls'] });
    expect(byTag('vision').settings).toEqual({ clients: [], decryption: 'none' });
    expect(byTag('trojan-ws').settings).toEqual({ users: [] });
  });

  it('REALITY with Vision over TCP: the private key, short ids, server names, target and the lowest client version; no client-side fields', () => {
    expect(stream('vision')).toEqual({
      network: 'tcp',
      security: 'reality',
      realitySettings: {
        show: false,
        target: 'www.example.com:443',
        dest: 'www.example.com:443',
        xver: 0,
        serverNames: ['www.example.com', 'example.com'],
        privateKey: keys.privateKey,
        shortIds: ['', '0123abcd', 'ffee'],
        // The panel's default, which admits sing-box (1.8.1) and Mihomo (1.8.2); Xray's own would be 26.3.27.
        minClientVer: '1.8.1',
      },
    });
    expect(JSON.stringify(config)).not.toContain(keys.publicKey);
  });

  it('XHTTP over TLS: path, host and mode, the certificate files, ALPN and server name', () => {
    expect(stream('xhttp')).toEqual({
      network: 'xhttp',
      xhttpSettings: { path: '/xh', host: 'cdn.pishkhan.test', mode: 'stream-up' },
      security: 'tls',
      tlsSettings: {
        certificates: [{ certificateFile: '/etc/pishkhan/tls/cert.pem', keyFile: '/etc/pishkhan/tls/key.pem' }],
        alpn: ['h2', 'http/1.1'],
        serverName: 'node.pishkhan.test',
      },
    });
  });

  it('gRPC with REALITY: the service name', () => {
    expect(stream('grpc-reality')).toMatchObject({
      network: 'grpc',
      grpcSettings: { serviceName: 'pk.Tun' },
      security: 'reality',
      realitySettings: { privateKey: keys.privateKey, shortIds: ['', '0123abcd', 'ffee'] },
    });
  });

  it('Trojan over WebSocket with TLS: path and Host in their own fields', () => {
    expect(stream('trojan-ws')).toMatchObject({
      network: 'ws',
      wsSettings: { path: '/tj', host: 'cdn.pishkhan.test' },
      security: 'tls',
    });
  });

  it('Shadowsocks AEAD: no users, each brings its own cipher; TCP and UDP', () => {
    expect(byTag('ss-aead').settings).toEqual({ method: 'chacha20-ietf-poly1305', clients: [], network: 'tcp,udp' });
    expect(stream('ss-aead')).toEqual({ network: 'tcp', security: 'none' });
  });

  it('Shadowsocks 2022: the server key, and one blocked placeholder so Xray builds the multi-user server', () => {
    const settings = byTag('ss-2022').settings as Json;
    expect(settings).toMatchObject({ method: '2022-blake3-aes-128-gcm', password: ssServerKey, network: 'tcp,udp' });
    const clients = settings.clients as Json[];
    expect(clients).toHaveLength(1);
    expect(clients[0]?.email).toBe(SS_PLACEHOLDER_EMAIL);
    expect(clients[0]).not.toHaveProperty('method');
    expect(Buffer.from(String(clients[0]?.password), 'base64')).toHaveLength(16);
    expect(clients[0]?.password).not.toBe(ssServerKey);
  });

  it('refuses a REALITY inbound without its private key, and a 2022 one without its server key', () => {
    const noKey = { ...(inbounds[0] as NodeConfigInbound), reality_private_key: '' };
    expect(() =>
      nodeConfig({
        core: 'xray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [noKey],
        tls,
      }),
    ).toThrow(/private key is missing/);
    const noServerKey = { ...(inbounds[5] as NodeConfigInbound), ss_server_key: '' };
    expect(() =>
      nodeConfig({
        core: 'xray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [noServerKey],
        tls,
      }),
    ).toThrow(/server key/);
  });

  it('refuses what Xray cannot run, a tag or port used twice, and the API port taken by an inbound', () => {
    const wsReality = inbound({ tag: 'bad', protocol: 'vless', port: 1, transport: 'ws', ...reality }, keys.privateKey);
    expect(() =>
      nodeConfig({
        core: 'xray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [wsReality],
        tls,
      }),
    ).toThrow(/cannot run it/);
    const a = inbound({ tag: 'a', protocol: 'vmess', port: 1000 });
    expect(() =>
      nodeConfig({
        core: 'xray',
        apiPort: 10085,
        apiListen: '127.0.0.1',
        inboundListen: '0.0.0.0',
        inbounds: [a, { ...a, port: 1001 }],
        tls,
      }),
    ).toThrow(/tag is used twice/);
    expect(() =>
      nodeConfig({ core: 'xray', apiPort: 1000, apiListen: '127.0.0.1', inboundListen: '0.0.0.0', inbounds: [a], tls }),
    ).toThrow(/port 1000 is used twice/);
  });
});
