import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { clashConfig } from './clash.js';
import { type LinkEndpoint, linkEndpoint } from './share-link.js';
import { singBoxConfig } from './sing-box.js';
import type { SubscriptionEntry } from './subscription-entry.js';
import { xrayConfigs } from './xray-config.js';

const TITLE = 'پیشخوان · رضا';
/** The group (Clash) and outbound (sing-box) that pick the lowest-latency proxy, as the client's list names them. */
const AUTO = 'خودکار';
const PBK = 'AwoRGB8mLTQ7QklQV15lbHN6gYiPlp2kq7K5wMfO1dw';
const SS_SERVER_KEY = 'c2VydmVyLWtleS0xNi1ieQ==';
const SS_USER_KEY = 'dXNlci1rZXktMTYtYnl0ZQ==';
const uuid = (n: number) => `3f1c7a2e-8d4b-4c55-9a1e-2b7f0c9d8e${String(n).padStart(2, '0')}`;

const entry = (name: string, credential: string, endpoint: LinkEndpoint): SubscriptionEntry => ({
  name,
  credential,
  endpoint,
});

/** Protocol × transport × security as the cores serve them, one entry each. */
const E = {
  realityVision: entry(
    'آلمان ۱ · VLESS Reality Vision',
    uuid(1),
    linkEndpoint({
      protocol: 'vless',
      address: 'de1.example.com',
      port: 443,
      security: 'reality',
      flow: 'xtls-rprx-vision',
      reality_public_key: PBK,
      reality_short_id: '6ba85179e30d4fc2',
      reality_server_name: 'www.microsoft.com',
    }),
  ),
  wsCdn: entry(
    'کلودفلر · VLESS WS TLS',
    uuid(2),
    linkEndpoint({
      protocol: 'vless',
      address: '104.18.2.3',
      port: 443,
      transport: 'ws',
      security: 'tls',
      sni: 'ws.example.com',
      host: 'cdn.example.com',
      path: '/ray',
      alpn: ['http/1.1'],
      fingerprint: 'chrome',
    }),
  ),
  grpcTls: entry(
    'هلند · VLESS gRPC TLS',
    uuid(3),
    linkEndpoint({
      protocol: 'vless',
      address: 'nl.example.com',
      port: 2053,
      transport: 'grpc',
      security: 'tls',
      service_name: 'grpc-svc',
      alpn: ['h2'],
      fingerprint: 'firefox',
    }),
  ),
  httpUpgradeTls: entry(
    'فنلاند · VLESS HTTPUpgrade TLS',
    uuid(4),
    linkEndpoint({
      protocol: 'vless',
      address: 'fi.example.com',
      port: 8443,
      transport: 'httpupgrade',
      security: 'tls',
    }),
  ),
  xhttpReality: entry(
    'سوئد · VLESS XHTTP Reality',
    uuid(5),
    linkEndpoint({
      protocol: 'vless',
      address: 'se.example.com',
      port: 443,
      transport: 'xhttp',
      xhttp_mode: 'stream-one',
      path: '/xh',
      security: 'reality',
      fingerprint: 'safari',
      reality_public_key: PBK,
      reality_short_id: 'a1b2c3d4',
      reality_server_name: 'www.apple.com',
      reality_spider_x: '/search',
    }),
  ),
  vmessTcp: entry(
    'ترکیه · VMess TCP',
    uuid(6),
    linkEndpoint({ protocol: 'vmess', address: '203.0.113.10', port: 8080 }),
  ),
  vmessWsTls: entry(
    'فرانسه · VMess WS TLS',
    uuid(7),
    linkEndpoint({
      protocol: 'vmess',
      address: 'fr.example.com',
      port: 443,
      transport: 'ws',
      security: 'tls',
      path: '/vm',
    }),
  ),
  trojanTls: entry(
    'انگلیس · Trojan TLS',
    'trojan-password-1',
    linkEndpoint({
      protocol: 'trojan',
      address: 'uk.example.com',
      port: 443,
      security: 'tls',
      sni: 'trojan.example.com',
      alpn: ['h2', 'http/1.1'],
    }),
  ),
  trojanGrpcReality: entry(
    'لهستان · Trojan gRPC Reality',
    'trojan-password-2',
    linkEndpoint({
      protocol: 'trojan',
      address: 'pl.example.com',
      port: 443,
      transport: 'grpc',
      service_name: 'tgrpc',
      security: 'reality',
      reality_public_key: PBK,
      reality_short_id: '00',
      reality_server_name: 'www.cloudflare.com',
    }),
  ),
  trojanWsTls: entry(
    'ایران‌سل: #۱ «تهران»',
    'trojan-password-3',
    linkEndpoint({
      protocol: 'trojan',
      address: 'ir.example.com',
      port: 2096,
      transport: 'ws',
      security: 'tls',
      path: '/tj',
      host: 'cdn.example.org',
    }),
  ),
  trojanPlain: entry(
    'آلمان ۲ · Trojan بی‌رمز',
    'trojan-password-4',
    linkEndpoint({ protocol: 'trojan', address: 'de2.example.com', port: 8080 }),
  ),
  ssAead: entry(
    'اتریش · Shadowsocks',
    'plain-ss-password',
    linkEndpoint({ protocol: 'shadowsocks', address: 'at.example.com', port: 8388, ss_method: 'aes-128-gcm' }),
  ),
  ss2022: entry(
    'سوییس · Shadowsocks 2022',
    `${SS_SERVER_KEY}:${SS_USER_KEY}`,
    linkEndpoint({
      protocol: 'shadowsocks',
      address: '198.51.100.7',
      port: 8389,
      ss_method: '2022-blake3-aes-128-gcm',
    }),
  ),
  ipv6: entry(
    'IPv6 · VLESS TLS',
    uuid(8),
    linkEndpoint({ protocol: 'vless', address: '[2001:db8::5]', port: 443, security: 'tls', sni: 'v6.example.com' }),
  ),
};
const ALL = Object.values(E);

type Doc = Record<string, unknown>;
interface ClashProfile {
  proxies: Doc[];
  'proxy-groups': Array<{ name: string; type: string; proxies: string[] } & Doc>;
  rules: string[];
}
interface SingBoxProfile {
  outbounds: Array<{ type: string; tag: string; outbounds?: string[] } & Doc>;
  route: { final: string; rules: Doc[] };
  dns: { servers: Doc[]; final: string };
  inbounds: Doc[];
}
type XrayConfig = {
  remarks: string;
  outbounds: Array<{ tag: string; protocol: string; settings: Doc; streamSettings: Doc }>;
  inbounds: Doc[];
  routing: Doc;
};

const readClash = (entries: SubscriptionEntry[], title = TITLE) => parse(clashConfig(entries, title)) as ClashProfile;
const readSingBox = (entries: SubscriptionEntry[], title = TITLE) =>
  JSON.parse(singBoxConfig(entries, title)) as SingBoxProfile;
const readXray = (entries: SubscriptionEntry[]) => JSON.parse(xrayConfigs(entries)) as XrayConfig[];

const clashProxy = (profile: ClashProfile, e: SubscriptionEntry) => profile.proxies.find((p) => p.name === e.name);
const singBoxOutbound = (profile: SingBoxProfile, e: SubscriptionEntry) =>
  profile.outbounds.find((o) => o.tag === e.name);
const xrayProxy = (configs: XrayConfig[], e: SubscriptionEntry) => {
  const config = configs.find((c) => c.remarks === e.name);
  return config?.outbounds.find((o) => o.tag === 'proxy');
};

describe('golden files, one per format, over the whole matrix', () => {
  it('Clash Meta YAML', async () => {
    await expect(clashConfig(ALL, TITLE)).toMatchFileSnapshot('./__golden__/clash.yaml');
  });
  it('sing-box JSON', async () => {
    await expect(singBoxConfig(ALL, TITLE)).toMatchFileSnapshot('./__golden__/sing-box.json');
  });
  it('Xray JSON array', async () => {
    await expect(xrayConfigs(ALL)).toMatchFileSnapshot('./__golden__/xray.json');
  });
});

describe('sing-box 1.11, which knows only the older DNS servers', () => {
  const legacy = JSON.parse(singBoxConfig(ALL, TITLE, { legacyDns: true })) as SingBoxProfile & {
    dns: { rules?: Array<{ outbound?: string; server?: string }> };
  };
  const current = readSingBox(ALL);
  it("gets untyped servers, the proxies' names by the system through a rule, and no default resolver", () => {
    expect(legacy.dns.servers).toEqual([
      { tag: 'dns-remote', address: 'tcp://1.1.1.1', detour: TITLE },
      { tag: 'dns-local', address: 'local', detour: 'direct' },
    ]);
    expect(legacy.dns.rules).toEqual([{ outbound: 'any', server: 'dns-local' }]);
    expect(legacy.route).not.toHaveProperty('default_domain_resolver');
    expect(legacy.dns.servers.some((server) => 'type' in server)).toBe(false);
  });
  it('and the same proxies, groups and inbounds as 1.12 gets', () => {
    expect(legacy.outbounds).toEqual(current.outbounds);
    expect(legacy.inbounds).toEqual(current.inbounds);
    expect(current.dns.servers.every((server) => 'type' in server)).toBe(true);
  });
});

describe('a randomized TLS fingerprint', () => {
  const random = { ...E.wsCdn, endpoint: { ...E.wsCdn.endpoint, fingerprint: 'randomized' as const } };
  it('is `random` to Mihomo and stays `randomized` for sing-box and Xray, which spell it so', () => {
    expect(clashProxy(readClash([random]), random)).toMatchObject({ 'client-fingerprint': 'random' });
    expect(singBoxOutbound(readSingBox([random]), random)).toMatchObject({
      tls: { utls: { enabled: true, fingerprint: 'randomized' } },
    });
    expect(xrayProxy(readXray([random]), random)?.streamSettings).toMatchObject({
      tlsSettings: { fingerprint: 'randomized' },
    });
  });
});

describe('Clash Meta', () => {
  const profile = readClash(ALL);
  const names = profile.proxies.map((p) => p.name as string);
  const groups = profile['proxy-groups'];

  it('carries every entry but XHTTP and Trojan without TLS, under its own name, once', () => {
    const carried = ALL.filter((e) => e !== E.xhttpReality && e !== E.trojanPlain).map((e) => e.name);
    expect(names).toEqual(carried);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every group member exists, the title picks between auto and each proxy, and all traffic goes to it', () => {
    const known = new Set([...names, ...groups.map((g) => g.name)]);
    for (const group of groups) for (const member of group.proxies) expect(known.has(member), member).toBe(true);
    expect(new Set([...names, ...groups.map((g) => g.name)]).size).toBe(names.length + groups.length);
    const [select, auto] = groups;
    expect(select).toMatchObject({ name: TITLE, type: 'select', proxies: [AUTO, ...names] });
    expect(auto).toMatchObject({ name: AUTO, type: 'url-test', proxies: names, interval: 300 });
    expect(profile.rules).toEqual([`MATCH,${TITLE}`]);
  });

  it('REALITY: public key, short id, server name and a uTLS fingerprint where Mihomo reads them', () => {
    expect(clashProxy(profile, E.realityVision)).toMatchObject({
      type: 'vless',
      tls: true,
      servername: 'www.microsoft.com',
      'client-fingerprint': 'chrome',
      'reality-opts': { 'public-key': PBK, 'short-id': '6ba85179e30d4fc2' },
      flow: 'xtls-rprx-vision',
    });
    // Trojan names its SNI `sni`; a short id that looks like a number stays a string.
    expect(clashProxy(profile, E.trojanGrpcReality)).toMatchObject({
      type: 'trojan',
      sni: 'www.cloudflare.com',
      'reality-opts': { 'public-key': PBK, 'short-id': '00' },
      network: 'grpc',
      'grpc-opts': { 'grpc-service-name': 'tgrpc' },
    });
  });

  it('the Vision flow only on VLESS', () => {
    const withFlow = profile.proxies.filter((p) => 'flow' in p);
    expect(withFlow.map((p) => p.name)).toEqual([E.realityVision.name]);
    expect(withFlow.every((p) => p.type === 'vless')).toBe(true);
  });

  it('TLS server name, WebSocket and HTTPUpgrade Host header and path, gRPC service name', () => {
    expect(clashProxy(profile, E.wsCdn)).toMatchObject({
      server: '104.18.2.3',
      network: 'ws',
      servername: 'ws.example.com',
      alpn: ['http/1.1'],
      'skip-cert-verify': false,
      'ws-opts': { path: '/ray', headers: { Host: 'cdn.example.com' } },
    });
    expect(clashProxy(profile, E.httpUpgradeTls)).toMatchObject({
      network: 'ws',
      servername: 'fi.example.com',
      'ws-opts': { path: '/', headers: { Host: 'fi.example.com' }, 'v2ray-http-upgrade': true },
    });
    expect(clashProxy(profile, E.vmessWsTls)).toMatchObject({
      alterId: 0,
      cipher: 'auto',
      'ws-opts': { headers: { Host: 'fr.example.com' } },
    });
    expect(clashProxy(profile, E.grpcTls)).toMatchObject({ 'grpc-opts': { 'grpc-service-name': 'grpc-svc' } });
    expect(clashProxy(profile, E.trojanWsTls)).toMatchObject({
      sni: 'ir.example.com',
      'ws-opts': { path: '/tj', headers: { Host: 'cdn.example.org' } },
    });
    expect(clashProxy(profile, E.vmessTcp)).toMatchObject({ tls: false, network: 'tcp' });
    expect(clashProxy(profile, E.vmessTcp)).not.toHaveProperty('servername');
  });

  it('Shadowsocks: the method as cipher, a 2022 password as server key:user key', () => {
    expect(clashProxy(profile, E.ss2022)).toMatchObject({
      type: 'ss',
      cipher: '2022-blake3-aes-128-gcm',
      password: `${SS_SERVER_KEY}:${SS_USER_KEY}`,
    });
    expect(clashProxy(profile, E.ssAead)).toMatchObject({ cipher: 'aes-128-gcm', password: 'plain-ss-password' });
  });

  it('an IPv6 server without brackets', () => {
    expect(clashProxy(profile, E.ipv6)).toMatchObject({ server: '2001:db8::5', servername: 'v6.example.com' });
  });

  it('group names never take a proxy name or a built-in one', () => {
    const named = entry(AUTO, uuid(9), linkEndpoint({ protocol: 'vmess', address: 'a.example.com', port: 1 }));
    const clash = readClash([named, E.vmessTcp], E.vmessTcp.name);
    const all = [...clash.proxies.map((p) => p.name), ...clash['proxy-groups'].map((g) => g.name)];
    expect(new Set(all).size).toBe(all.length);
    expect(readClash([E.vmessTcp], 'REJECT')['proxy-groups'][0]?.name).not.toBe('REJECT');
    expect(readClash([E.vmessTcp], 'a, b').rules).toEqual(['MATCH,a، b']);
  });
});

describe('sing-box', () => {
  const profile = readSingBox(ALL);
  const tags = profile.outbounds.map((o) => o.tag);
  const [selector, urltest] = profile.outbounds;

  it('carries every entry but XHTTP, under its own name as the tag; tags are unique', () => {
    const carried = ALL.filter((e) => e !== E.xhttpReality).map((e) => e.name);
    expect(tags.filter((t) => ALL.some((e) => e.name === t))).toEqual(carried);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('every group member exists; the selector starts on urltest; route and DNS go through the selector', () => {
    for (const group of profile.outbounds)
      for (const member of group.outbounds ?? []) expect(tags.includes(member), member).toBe(true);
    const proxyTags = ALL.filter((e) => e !== E.xhttpReality).map((e) => e.name);
    expect(selector).toMatchObject({ type: 'selector', tag: TITLE, default: AUTO });
    expect(selector?.outbounds).toEqual([AUTO, ...proxyTags]);
    expect(urltest).toMatchObject({ type: 'urltest', tag: AUTO, outbounds: proxyTags });
    expect(profile.route).toMatchObject({
      final: TITLE,
      rules: [{ action: 'sniff' }, { protocol: 'dns', action: 'hijack-dns' }],
    });
    expect(profile.dns.servers.find((s) => s.tag === profile.dns.final)).toMatchObject({ detour: TITLE });
    expect(profile.outbounds.some((o) => o.type === 'direct')).toBe(true);
    expect(profile.inbounds).toMatchObject([
      { type: 'tun', auto_route: true, strict_route: true },
      { type: 'mixed', listen: '127.0.0.1', listen_port: 2080 },
    ]);
  });

  it('REALITY: public key, short id, server name and uTLS where sing-box reads them', () => {
    expect(singBoxOutbound(profile, E.realityVision)).toMatchObject({
      type: 'vless',
      flow: 'xtls-rprx-vision',
      tls: {
        enabled: true,
        server_name: 'www.microsoft.com',
        utls: { enabled: true, fingerprint: 'chrome' },
        reality: { enabled: true, public_key: PBK, short_id: '6ba85179e30d4fc2' },
      },
    });
    expect(singBoxOutbound(profile, E.trojanGrpcReality)).toMatchObject({
      type: 'trojan',
      tls: { server_name: 'www.cloudflare.com', reality: { public_key: PBK, short_id: '00' } },
      transport: { type: 'grpc', service_name: 'tgrpc' },
    });
  });

  it('the Vision flow only on VLESS', () => {
    const withFlow = profile.outbounds.filter((o) => 'flow' in o);
    expect(withFlow.map((o) => o.tag)).toEqual([E.realityVision.name]);
  });

  it('TLS server name, Host header, gRPC service name; VMess as AEAD; Trojan without TLS stays plain', () => {
    expect(singBoxOutbound(profile, E.wsCdn)).toMatchObject({
      server: '104.18.2.3',
      tls: { server_name: 'ws.example.com', insecure: false, alpn: ['http/1.1'], utls: { fingerprint: 'chrome' } },
      transport: { type: 'ws', path: '/ray', headers: { Host: 'cdn.example.com' } },
    });
    expect(singBoxOutbound(profile, E.httpUpgradeTls)).toMatchObject({
      tls: { server_name: 'fi.example.com' },
      transport: { type: 'httpupgrade', host: 'fi.example.com', path: '/' },
    });
    expect(singBoxOutbound(profile, E.grpcTls)).toMatchObject({
      transport: { type: 'grpc', service_name: 'grpc-svc' },
    });
    expect(singBoxOutbound(profile, E.vmessWsTls)).toMatchObject({ security: 'auto', alter_id: 0 });
    const plain = singBoxOutbound(profile, E.trojanPlain);
    expect(plain).toMatchObject({ type: 'trojan', password: 'trojan-password-4' });
    expect(plain).not.toHaveProperty('tls');
    expect(singBoxOutbound(profile, E.vmessTcp)).not.toHaveProperty('transport');
  });

  it('its own tags never take a proxy name', () => {
    const named = entry('direct', uuid(9), linkEndpoint({ protocol: 'vmess', address: 'a.example.com', port: 1 }));
    const clashing = readSingBox([named, E.vmessTcp], AUTO);
    const all = clashing.outbounds.map((o) => o.tag);
    expect(new Set(all).size).toBe(all.length);
    for (const group of clashing.outbounds)
      for (const member of group.outbounds ?? []) expect(all.includes(member), member).toBe(true);
    expect(clashing.route.final).toBe(clashing.outbounds[0]?.tag);
  });

  it('Shadowsocks: method and password, a 2022 one as server key:user key; IPv6 without brackets', () => {
    expect(singBoxOutbound(profile, E.ss2022)).toMatchObject({
      type: 'shadowsocks',
      method: '2022-blake3-aes-128-gcm',
      password: `${SS_SERVER_KEY}:${SS_USER_KEY}`,
    });
    expect(singBoxOutbound(profile, E.ipv6)).toMatchObject({ server: '2001:db8::5', server_port: 443 });
  });
});

describe('Xray JSON', () => {
  const configs = readXray(ALL);

  it('one whole config per entry, XHTTP included, each under its name with the local proxies v2rayNG feeds', () => {
    expect(configs.map((c) => c.remarks)).toEqual(ALL.map((e) => e.name));
    for (const config of configs) {
      expect(config.inbounds).toMatchObject([
        { protocol: 'socks', listen: '127.0.0.1', port: 10808, settings: { udp: true }, sniffing: { enabled: true } },
        { protocol: 'http', listen: '127.0.0.1', port: 10809 },
      ]);
      expect(config.outbounds.map((o) => o.tag)).toEqual(['proxy', 'direct', 'block']);
      expect(config.routing).toEqual({ domainStrategy: 'AsIs', rules: [] });
    }
    expect(xrayProxy(configs, E.xhttpReality)?.streamSettings).toMatchObject({
      network: 'xhttp',
      security: 'reality',
      xhttpSettings: { path: '/xh', host: 'www.apple.com', mode: 'stream-one' },
    });
  });

  it('REALITY: public key, short id, server name, fingerprint, spiderX', () => {
    expect(xrayProxy(configs, E.realityVision)?.streamSettings).toMatchObject({
      network: 'tcp',
      realitySettings: {
        serverName: 'www.microsoft.com',
        fingerprint: 'chrome',
        publicKey: PBK,
        shortId: '6ba85179e30d4fc2',
      },
    });
    expect(xrayProxy(configs, E.xhttpReality)?.streamSettings).toMatchObject({
      realitySettings: { serverName: 'www.apple.com', fingerprint: 'safari', spiderX: '/search' },
    });
  });

  it('the Vision flow only on VLESS', () => {
    const flows = configs.flatMap((c) => {
      const proxy = c.outbounds[0];
      const users = ((proxy?.settings.vnext as Array<{ users: Doc[] }> | undefined) ?? []).flatMap((v) => v.users);
      return users.filter((u) => 'flow' in u).map((u) => [c.remarks, proxy?.protocol, u.flow]);
    });
    expect(flows).toEqual([[E.realityVision.name, 'vless', 'xtls-rprx-vision']]);
  });

  it('TLS server name, Host header, gRPC service name, the servers of each protocol', () => {
    expect(xrayProxy(configs, E.wsCdn)).toMatchObject({
      settings: { vnext: [{ address: '104.18.2.3', port: 443, users: [{ id: uuid(2), encryption: 'none' }] }] },
      streamSettings: {
        wsSettings: { path: '/ray', headers: { Host: 'cdn.example.com' } },
      },
    });
    // Certificates are checked: Xray's own default, with no `allowInsecure`, which current Xray refuses outright.
    expect(xrayProxy(configs, E.wsCdn)?.streamSettings.tlsSettings).toEqual({
      serverName: 'ws.example.com',
      fingerprint: 'chrome',
      alpn: ['http/1.1'],
    });
    expect(xrayProxy(configs, E.httpUpgradeTls)?.streamSettings).toMatchObject({
      httpupgradeSettings: { path: '/', host: 'fi.example.com' },
    });
    expect(xrayProxy(configs, E.grpcTls)?.streamSettings).toMatchObject({ grpcSettings: { serviceName: 'grpc-svc' } });
    expect(xrayProxy(configs, E.vmessTcp)?.settings).toEqual({
      vnext: [{ address: '203.0.113.10', port: 8080, users: [{ id: uuid(6), alterId: 0, security: 'auto' }] }],
    });
    expect(xrayProxy(configs, E.trojanTls)?.settings).toEqual({
      servers: [{ address: 'uk.example.com', port: 443, password: 'trojan-password-1' }],
    });
  });

  it('Shadowsocks: method and password, a 2022 one as server key:user key; IPv6 without brackets', () => {
    expect(xrayProxy(configs, E.ss2022)?.settings).toEqual({
      servers: [
        {
          address: '198.51.100.7',
          port: 8389,
          method: '2022-blake3-aes-128-gcm',
          password: `${SS_SERVER_KEY}:${SS_USER_KEY}`,
        },
      ],
    });
    expect(xrayProxy(configs, E.ipv6)?.settings).toMatchObject({ vnext: [{ address: '2001:db8::5' }] });
  });

  // What V2Ray 4.34 can serve: VLESS, VMess or Trojan over TCP or WebSocket, none or TLS, no Vision.
  const v2rayShaped = ALL.filter(
    (e) =>
      e.endpoint.protocol !== 'shadowsocks' &&
      (e.endpoint.transport === 'tcp' || e.endpoint.transport === 'ws') &&
      e.endpoint.security !== 'reality' &&
      e.endpoint.flow === '',
  );

  it('an entry V2Ray 4.34 can serve gets only what V2Ray 4.34 reads', () => {
    expect(v2rayShaped.length).toBeGreaterThanOrEqual(6);
    for (const e of v2rayShaped) {
      const proxy = xrayProxy(configs, e);
      expect(['tcp', 'ws']).toContain(proxy?.streamSettings.network);
      for (const key of Object.keys(proxy?.streamSettings ?? {}))
        expect(['network', 'security', 'tlsSettings', 'wsSettings'], `${e.name}: ${key}`).toContain(key);
      if (e.endpoint.transport === 'ws')
        expect(proxy?.streamSettings.wsSettings).toMatchObject({ headers: { Host: expect.any(String) } });
    }
  });

  it('V2Ray 4.34 itself loads each of those configs', () => {
    const v2ray = process.env.V2RAY_BIN ?? '/usr/bin/v2ray';
    for (const config of readXray(v2rayShaped)) {
      const run = spawnSync(v2ray, ['-test', '-config', 'stdin:'], { input: JSON.stringify(config), encoding: 'utf8' });
      expect(run.error, `${v2ray} not found: CI installs Debian's v2ray 4.34`).toBeUndefined();
      expect(run.status, `${config.remarks}: ${run.stdout}${run.stderr}`).toBe(0);
    }
  });
});

describe('with nothing a format can carry, the profile still loads and sends nothing out unproxied', () => {
  const onlyXhttp = [E.xhttpReality];

  it('Clash: the one group holds only REJECT, and every connection goes to it', () => {
    for (const entries of [onlyXhttp, []]) {
      const profile = readClash(entries);
      expect(profile.proxies).toEqual([]);
      expect(profile['proxy-groups']).toEqual([{ name: TITLE, type: 'select', proxies: ['REJECT'] }]);
      expect(profile.rules).toEqual([`MATCH,${TITLE}`]);
    }
  });

  it('sing-box: the selector holds only a block outbound, and route and DNS go through it', () => {
    for (const entries of [onlyXhttp, []]) {
      const profile = readSingBox(entries);
      const [selector, block] = profile.outbounds;
      expect(selector).toMatchObject({ type: 'selector', tag: TITLE, outbounds: [block?.tag], default: block?.tag });
      expect(block?.type).toBe('block');
      expect(profile.outbounds.map((o) => o.type)).toEqual(['selector', 'block', 'direct']);
      expect(profile.route.final).toBe(TITLE);
      expect(profile.route.rules.some((rule) => 'outbound' in rule)).toBe(false);
      expect(profile.dns.servers.find((s) => s.tag === profile.dns.final)).toMatchObject({ detour: TITLE });
    }
  });

  it('Xray: an empty array', () => {
    expect(xrayConfigs([])).toBe('[]\n');
    expect(readXray(onlyXhttp)).toHaveLength(1);
  });
});
