import { generateKeyPairSync } from 'node:crypto';
import type { Service } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { nodeEmail } from '../../integrations/core/accounts.js';
import { persianNumber } from '../../lib/persian-number.js';
import { createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../../test/helpers.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import { runWorkerPass } from '../../worker.js';

/** What the apps that name themselves send, as each app sends it. */
const AGENTS = {
  links: [
    'v2rayNG/1.9.16',
    'v2rayN/7.4.1',
    'Streisand/1.6.42',
    'NekoBox/Android/1.3.3',
    'Happ/1.9.1',
    'HiddifyNext/2.5.7 (android) like ClashMeta v2ray sing-box',
    '',
  ],
  clash: [
    'clash-verge/v2.2.3',
    'FlClash/v0.8.80 clash-verge Platform/android',
    'mihomo/1.19.2',
    'Stash/2.7.0 Clash/1.11',
  ],
  'sing-box': [
    'SFA/1.12.4 (560; sing-box 1.12.4; language fa_IR)',
    'SFI/1.12.9 (iOS 18.1; sing-box 1.12.9)',
    'SFM/1.13.0 (macOS 15.2; sing-box 1.13.0)',
    'karing/1.1.2.642 android',
  ],
} as const;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

/** The client headers every format carries (docs/product/provisioning-rules.md#subscriptions). */
const CLIENT_HEADERS = [
  'subscription-userinfo',
  'profile-title',
  'profile-update-interval',
  'support-url',
  'content-disposition',
] as const;

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');
const linkName = (link: string) =>
  link.startsWith('vmess://')
    ? (JSON.parse(fromBase64(link.slice('vmess://'.length))) as { ps: string }).ps
    : decodeURIComponent(link.slice(link.lastIndexOf('#') + 1));

/**
 * One subscription URL answers each app in its own format (chosen by its User-Agent, or forced with
 * `?format=`), a browser with the customer's page, and all of them with the same usage headers; a reset link's old
 * URL answers none of them. Two Xray nodes (the stand-in) hold the service on six inbounds between them.
 */
describe.each(DIALECTS)('one subscription URL for every app (%s)', (dialect) => {
  let t: TestApp;
  let finland: XrayStandin;
  let holland: XrayStandin;
  let r: Awaited<ReturnType<typeof freshReseller>>;
  let s: Service;
  const pair = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [finland, holland] = await Promise.all([
      startXrayStandin({
        inbounds: [
          { tag: 'reality-vision', protocol: 'vless' },
          { tag: 'xhttp', protocol: 'vless' },
          { tag: 'trojan-grpc', protocol: 'trojan' },
          { tag: 'ss-2022', protocol: 'shadowsocks', method: '2022-blake3-aes-128-gcm' },
        ],
      }),
      startXrayStandin({ inbounds: [{ tag: 'vmess-ws', protocol: 'vmess' }] }),
    ]);
    r = await freshReseller(t, 20_000_000);
    const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    const reality = {
      security: 'reality',
      reality_public_key: pair.x,
      reality_private_key: pair.d,
      reality_short_ids: ['6ba85179e30d4fc2'],
      reality_server_names: ['www.speedtest.net'],
      reality_dest: 'www.speedtest.net:443',
      fingerprint: 'chrome',
    };
    const nodes = [
      {
        name: 'فنلاند',
        api_address: finland.apiAddress,
        core: 'xray',
        host: 'fi.example.com',
        inbounds: [
          { tag: 'reality-vision', protocol: 'vless', port: 443, flow: 'xtls-rprx-vision', ...reality },
          {
            tag: 'xhttp',
            protocol: 'vless',
            port: 8443,
            transport: 'xhttp',
            security: 'tls',
            sni: 'cdn.example.com',
            path: '/x',
            addresses: ['cdn.example.com'],
          },
          { tag: 'trojan-grpc', protocol: 'trojan', port: 2053, transport: 'grpc', service_name: 'tg', ...reality },
          { tag: 'ss-2022', protocol: 'shadowsocks', port: 8389, ss_method: '2022-blake3-aes-128-gcm' },
        ],
      },
      {
        name: 'هلند',
        api_address: holland.apiAddress,
        core: 'xray',
        host: 'nl.example.com',
        inbounds: [
          {
            tag: 'vmess-ws',
            protocol: 'vmess',
            port: 443,
            transport: 'ws',
            security: 'tls',
            path: '/vm',
            addresses: ['nl.example.com', '203.0.113.7'],
          },
        ],
      },
    ];
    const ids: number[] = [];
    for (const body of nodes) {
      const made = await t.request<{ id: number }>('POST', '/api/admin/nodes', { token: r.adminToken, body });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      ids.push(made.body.id);
    }
    const group = await t.db
      .selectFrom('packages')
      .select('packagegroup_id')
      .where('id', '=', packageId)
      .executeTakeFirstOrThrow();
    await t.request('PUT', `/api/admin/packagegroups/${group.packagegroup_id}/nodes`, {
      token: r.adminToken,
      body: { node_ids: ids },
    });
    await runWorkerPass(t.app.services);
    await t.request('POST', '/api/users/support', {
      token: r.token,
      body: { supportlink: 'https://t.me/gamma_help', servicename: 'گاما نت' },
    });
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: r.token,
      body: { package_id: packageId, servicewithoutphone: true },
    });
    expect(bought.status).toBe(200);
    s = bought.body[0] as Service;
    await t.app.services.provisioning.runJobs();
  });
  afterAll(async () => {
    await Promise.all([finland?.stop(), holland?.stop()]);
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const path = () => new URL(s.subscription_url).pathname;
  const as = (agent: string) => get(path(), agent === '' ? {} : { 'user-agent': agent });

  /** The six ways in, by the names the apps list them under: node, inbound where a node has several, address where an inbound has several. */
  const names = () => {
    const remark = `service-${s.id}`;
    return {
      vision: `${remark} | فنلاند | VLESS TCP REALITY`,
      xhttp: `${remark} | فنلاند | VLESS XHTTP TLS`,
      trojan: `${remark} | فنلاند | Trojan gRPC REALITY`,
      ss: `${remark} | فنلاند | SS TCP`,
      vmessName: `${remark} | هلند | nl.example.com`,
      vmessIp: `${remark} | هلند | 203.0.113.7`,
    };
  };

  it('the base64 family and unknown apps get share links, one per way in, named by node and inbound', async () => {
    const expected = Object.values(names());
    const bodies = new Set<string>();
    for (const agent of AGENTS.links) {
      const res = await as(agent);
      expect(res.statusCode, agent).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    const links = fromBase64([...bodies][0] ?? '')
      .trim()
      .split('\n');
    expect(links.map(linkName)).toEqual(expected);
    expect(links.map((l) => l.slice(0, l.indexOf(':')))).toEqual(['vless', 'vless', 'trojan', 'ss', 'vmess', 'vmess']);
  });

  it('Clash Meta apps get YAML that loads, without the XHTTP way in that Mihomo cannot carry', async () => {
    const { vision, trojan, ss, vmessName, vmessIp } = names();
    const bodies = new Set<string>();
    for (const agent of AGENTS.clash) {
      const res = await as(agent);
      expect(res.statusCode, agent).toBe(200);
      expect(res.headers['content-type']).toBe('text/yaml; charset=utf-8');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    const config = parseYaml([...bodies][0] ?? '') as {
      proxies: Array<{ name: string; type: string }>;
      'proxy-groups': Array<{ name: string; type: string; proxies: string[] }>;
    };
    expect(config.proxies.map((p) => [p.name, p.type])).toEqual([
      [vision, 'vless'],
      [trojan, 'trojan'],
      [ss, 'ss'],
      [vmessName, 'vmess'],
      [vmessIp, 'vmess'],
    ]);
    const groups = config['proxy-groups'];
    expect(groups.map((g) => g.type).sort()).toEqual(['select', 'url-test']);
    const known = new Set([...config.proxies.map((p) => p.name), ...groups.map((g) => g.name)]);
    for (const g of groups) for (const member of g.proxies) expect(known.has(member), member).toBe(true);
  });

  it('sing-box apps (SFA, SFI, SFM, Karing) get sing-box JSON with a selector and an urltest, XHTTP left out', async () => {
    const { vision, trojan, ss, vmessName, vmessIp } = names();
    const bodies = new Set<string>();
    for (const agent of AGENTS['sing-box']) {
      const res = await as(agent);
      expect(res.statusCode, agent).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    const config = JSON.parse([...bodies][0] ?? '') as {
      outbounds: Array<{ type: string; tag: string; outbounds?: string[] }>;
      dns: { servers: Array<Record<string, string>> };
    };
    expect(config.dns.servers.every((server) => 'type' in server)).toBe(true);
    const proxies = config.outbounds.filter((o) => ['vless', 'vmess', 'trojan', 'shadowsocks'].includes(o.type));
    expect(proxies.map((o) => o.tag)).toEqual([vision, trojan, ss, vmessName, vmessIp]);
    const selector = config.outbounds.find((o) => o.type === 'selector');
    const urltest = config.outbounds.find((o) => o.type === 'urltest');
    expect(urltest?.outbounds).toEqual(proxies.map((o) => o.tag));
    expect(selector?.outbounds).toEqual(expect.arrayContaining([urltest?.tag, ...proxies.map((o) => o.tag)]));
  });

  it('an app on sing-box 1.11 gets the DNS servers 1.11 reads, the same proxies otherwise', async () => {
    const old = await as('SFI/1.11.4 (iOS 17.6; sing-box 1.11.4)');
    const current = await as('SFA/1.11.4 (560; sing-box 1.12.0; language fa_IR)');
    const [a, b] = [JSON.parse(old.body), JSON.parse(current.body)];
    expect(a.dns.servers.some((server: object) => 'type' in server)).toBe(false);
    expect(a.dns.servers.map((server: { address: string }) => server.address)).toEqual(['tcp://1.1.1.1', 'local']);
    expect(b.dns.servers.every((server: object) => 'type' in server)).toBe(true);
    expect(a.outbounds).toEqual(b.outbounds);
  });

  it('Xray JSON on request: a full client configuration per way in, XHTTP included', async () => {
    const res = await get(`${path()}?format=xray`, { 'user-agent': 'v2rayNG/1.9.16' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const configs = JSON.parse(res.body) as Array<{
      remarks: string;
      outbounds: Array<{ tag: string; protocol: string }>;
    }>;
    expect(configs.map((c) => c.remarks)).toEqual(Object.values(names()));
    expect(configs.map((c) => c.outbounds.find((o) => o.tag === 'proxy')?.protocol)).toEqual([
      'vless',
      'vless',
      'trojan',
      'shadowsocks',
      'vmess',
      'vmess',
    ]);
  });

  it('?format= overrides the app, and a format nobody knows is refused in Persian', async () => {
    const clash = await get(`${path()}?format=clash`, { 'user-agent': 'v2rayNG/1.9.16' });
    expect(clash.headers['content-type']).toBe('text/yaml; charset=utf-8');
    const links = await get(`${path()}?format=links`, BROWSER);
    expect(links.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(fromBase64(links.body)).toMatch(/^vless:\/\//);
    const singBox = await get(`${path()}?format=sing-box`);
    expect(JSON.parse(singBox.body)).toHaveProperty('outbounds');
    const bad = await get(`${path()}?format=surge`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: [expect.stringContaining('قالب اشتراک')] });
  });

  it('every client format carries the usage, the reseller’s title and support link, and a file name of its kind', async () => {
    const answers = {
      txt: await as('v2rayNG/1.9.16'),
      yaml: await as('clash-verge/v2.2.3'),
      json: await as('SFA/1.11.4 (560; sing-box 1.11.4; language fa_IR)'),
      xray: await get(`${path()}?format=xray`),
    };
    for (const [kind, res] of Object.entries(answers)) {
      for (const header of CLIENT_HEADERS) expect(res.headers[header], `${kind} ${header}`).toBeDefined();
      expect(res.headers['subscription-userinfo']).toMatch(/^upload=0; download=0; total=32212254720; expire=0$/);
      expect(fromBase64(String(res.headers['profile-title']).replace(/^base64:/, ''))).toBe('گاما نت');
      expect(res.headers['support-url']).toBe('https://t.me/gamma_help');
      expect(res.headers['profile-update-interval']).toBe('12');
      expect(res.headers['profile-web-page-url']).toBe(s.subscription_url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers.vary)).toMatch(/user-agent/);
      const extension = kind === 'xray' ? 'json' : kind;
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="subscription-${s.id}.${extension}"; filename*=UTF-8''${encodeURIComponent(`گاما نت.${extension}`)}`,
      );
    }
  });

  it('a browser gets the customer’s page, which no site can frame and no search engine keeps', async () => {
    for (const res of [await get(path(), BROWSER), await get(`${path()}?format=page`)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('گاما نت');
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      // The page's own policy, not the panel's: nothing but its hashed script and style and the server's font.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'(;|$)/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a support link with Persian in it reaches every format percent-encoded, and a title with quotes a valid file name', async () => {
    await t.request('POST', '/api/users/support', {
      token: r.token,
      body: { supportlink: 'https://gamma.example/تماس', servicename: "Ali's (VPN)" },
    });
    try {
      for (const agent of ['v2rayNG/1.9.16', 'clash-verge/v2.2.3', 'SFA/1.12.0 (1; sing-box 1.12.0)']) {
        const res = await as(agent);
        expect(res.statusCode, agent).toBe(200);
        expect(res.headers['support-url']).toBe(`https://gamma.example/${encodeURIComponent('تماس')}`);
        expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Ali%27s%20%28VPN%29\./);
      }
      const page = await get(path(), BROWSER);
      expect(page.body).toContain(`href="https://gamma.example/${encodeURIComponent('تماس')}"`);
    } finally {
      await t.request('POST', '/api/users/support', {
        token: r.token,
        body: { supportlink: 'https://t.me/gamma_help', servicename: 'گاما نت' },
      });
    }
  });

  it('traffic counted on the nodes reaches the headers and the page, under the Tehran day it was used on', async () => {
    // 22:00 UTC is 01:30 the next day in Tehran: a UTC day would put the usage on the wrong bar.
    const now = t.clock.now();
    const next = new Date(now);
    next.setUTCHours(22, 0, 0, 0);
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
    t.clock.advance(Math.ceil((next.getTime() - now.getTime()) / 1000));
    finland.addTraffic(nodeEmail(s.id), { uplink: 512 * 1024 ** 2, downlink: 1024 ** 3 });
    await t.app.services.usage.collectUsage();
    const res = await as('v2rayNG/1.9.16');
    expect(res.headers['subscription-userinfo']).toMatch(/^upload=536870912; download=1073741824; total=32212254720; /);
    const page = await get(path(), BROWSER);
    const tehranToday = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      timeZone: 'Asia/Tehran',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(t.clock.now());
    // The newest bar is today's in Tehran, and carries the day's 1.5 GB.
    const today = /<rect class="today"[^>]*\/><title>([^<]+)<\/title>/.exec(page.body);
    expect(today?.[1]).toBe(`${tehranToday}: ${persianNumber(1.5)} گیگابایت`);
  });

  it('a reset link ends the old URL for every format and the page; the new one answers each', async () => {
    const old = path();
    const reset = await t.request<Service>('POST', '/api/services/resetlink', {
      token: r.token,
      body: { service_id: s.id },
    });
    expect(reset.status).toBe(200);
    const fresh = new URL(reset.body.subscription_url).pathname;
    expect(fresh).not.toBe(old);
    const asks: Array<[string, Record<string, string>]> = [
      ['', { 'user-agent': 'v2rayNG/1.9.16' }],
      ['', { 'user-agent': 'clash-verge/v2.2.3' }],
      ['', { 'user-agent': 'SFA/1.11.4' }],
      ['?format=xray', {}],
      ['', BROWSER],
    ];
    for (const [query, headers] of asks) {
      expect((await get(`${old}${query}`, headers)).statusCode, JSON.stringify(headers)).toBe(404);
      expect((await get(`${fresh}${query}`, headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    s = { ...s, subscription_url: reset.body.subscription_url };
  });

  it('a dead address tells a browser in Persian to ask the seller for the new link; apps still get the JSON 404', async () => {
    const dead = '/sub/no-such-token-0123456789';
    for (const res of [await get(dead, BROWSER), await get(`${dead}?format=page`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toMatch(/<html lang="fa" dir="rtl">/);
      expect(res.body).toContain('این لینک اشتراک دیگر معتبر نیست');
      expect(res.body).toContain('لینک جدید را از فروشنده‌ی خود بخواهید');
      // The customer's page's own policy and look, kept from caches and search engines like it.
      expect(res.headers['content-security-policy']).toBe(
        (await get(path(), BROWSER)).headers['content-security-policy'],
      );
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const agent of ['v2rayNG/1.9.16', 'clash-verge/v2.2.3', 'SFA/1.12.4 (560; sing-box 1.12.4)', '']) {
      const res = await get(dead, agent === '' ? {} : { 'user-agent': agent });
      expect(res.statusCode, agent).toBe(404);
      expect(res.headers['content-type'], agent).toMatch(/^application\/json/);
      expect(res.json(), agent).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // An app that asks for HTML among other things but names itself still gets its own answer.
    const clash = await get(dead, { ...BROWSER, 'user-agent': 'clash-verge/v2.2.3' });
    expect(clash.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a reseller who named nothing: the page and the apps say «اشتراک شما», never the panel’s brand; a store name alone titles it', async () => {
    const plain = await freshReseller(t, 1_000_000);
    const bought = await t.request<Service[]>('POST', '/api/services', {
      token: plain.token,
      body: { package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true },
    });
    const mine = new URL((bought.body[0] as Service).subscription_url).pathname;
    const title = (html: string) => /<h1 data-testid="title">([^<]*)<\/h1>/.exec(html)?.[1];
    const appTitle = async () =>
      fromBase64(String((await get(mine, { 'user-agent': 'v2rayNG/1.9.16' })).headers['profile-title']).slice(7));

    const page = (await get(mine, BROWSER)).body;
    expect(title(page)).toBe('اشتراک شما');
    expect(page).toContain('<title>اشتراک شما</title>');
    expect(page).not.toContain('پیشخوان');
    expect(await appTitle()).toBe('اشتراک شما');

    await t.request('POST', '/api/users/support', { token: plain.token, body: { store: 'فروشگاه آلفا' } });
    expect(title((await get(mine, BROWSER)).body)).toBe('فروشگاه آلفا');
    expect(await appTitle()).toBe('فروشگاه آلفا');
    await t.request('POST', '/api/users/support', { token: plain.token, body: { servicename: 'آلفا نت' } });
    expect(title((await get(mine, BROWSER)).body)).toBe('آلفا نت');
  });
});
