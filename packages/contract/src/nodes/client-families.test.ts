import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  DEFAULT_REALITY_MIN_CLIENT_VER,
  familyCarries,
  inboundWarnings,
  isPrivateAddress,
  realityAdmitsFamily,
} from './client-families.js';
import { InboundBodySchema, inboundProblems } from './inbound.schemas.js';
import { defaultApiListen, nodeWarnings } from './node.schemas.js';

/** Decision 092: what each app's core can use, by Xray's own rules, and where a node's file listens. */
describe('what each app can use of an inbound', () => {
  it('counts as private what Xray does, and nothing it would refuse', () => {
    const private_ = [
      '10.0.0.5',
      '172.31.255.1',
      '192.168.1.1',
      '127.0.0.1',
      '100.64.0.9',
      '203.0.113.7',
      '::1',
      'fd00::2',
      'fe80::1',
      '[fd12::1]',
      '::ffff:10.1.2.3',
      'localhost',
      'node1',
      'x.lan',
      'srv.internal',
      'a.example',
      'box.local.',
    ];
    const public_ = ['5.9.10.11', '172.32.0.1', '2a01:4f8::1', 'example.com', 'de.example.com', 'cdn.pishkhan.ir'];
    for (const a of private_) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of public_) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('compares versions part by part, a missing part being 0', () => {
    expect(compareVersions('1.8.1', '1.8.2')).toBeLessThan(0);
    expect(compareVersions('26.3.27', '1.8.2')).toBeGreaterThan(0);
    expect(compareVersions('1.8', '1.8.0')).toBe(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
  });

  it('the default minimum admits every family; Xray’s own turns sing-box and Mihomo away', () => {
    for (const f of ['xray', 'sing-box', 'mihomo'] as const)
      expect(realityAdmitsFamily(DEFAULT_REALITY_MIN_CLIENT_VER, f)).toBe(true);
    expect([
      realityAdmitsFamily('', 'xray'),
      realityAdmitsFamily('', 'sing-box'),
      realityAdmitsFamily('', 'mihomo'),
    ]).toEqual([true, false, false]);
    expect(realityAdmitsFamily('1.8.2', 'sing-box')).toBe(false);
    expect(realityAdmitsFamily('1.8.2', 'mihomo')).toBe(true);
  });

  it('plain VLESS and Trojan to a public address are for no Xray app; TLS, REALITY, VMess or a private address are', () => {
    const e = { address: 'de.example.com', protocol: 'vless', security: 'none', reality_min_client_ver: '' };
    expect([familyCarries('xray', e), familyCarries('sing-box', e), familyCarries('mihomo', e)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(familyCarries('xray', { ...e, protocol: 'trojan' })).toBe(false);
    expect(familyCarries('xray', { ...e, security: 'tls' })).toBe(true);
    expect(familyCarries('xray', { ...e, protocol: 'vmess' })).toBe(true);
    expect(familyCarries('xray', { ...e, address: '10.0.0.5' })).toBe(true);
  });

  it('flags an inbound by what it turns away, in Persian', () => {
    const reality = { protocol: 'vless', security: 'reality', reality_min_client_ver: '' };
    expect(inboundWarnings(reality, ['de.example.com'])).toEqual([
      expect.stringMatching(/^کمینه‌ی نسخه‌ی کلاینت REALITY \(26\.3\.27، پیش‌فرض Xray\)/),
    ]);
    expect(inboundWarnings({ ...reality, reality_min_client_ver: '1.8.1' }, ['de.example.com'])).toEqual([]);
    expect(
      inboundWarnings({ protocol: 'vless', security: 'none', reality_min_client_ver: '' }, ['10.0.0.5', 'de.x.ir']),
    ).toEqual([expect.stringMatching(/^VLESS بی رمزنگاری به نشانی عمومی/)]);
  });
});

describe('where a node listens', () => {
  it('the API listens where the panel dials a loopback or private address, else on loopback', () => {
    expect(defaultApiListen('127.0.0.1:10085')).toBe('127.0.0.1');
    expect(defaultApiListen('10.8.0.3:10085')).toBe('10.8.0.3');
    expect(defaultApiListen('[fd00::3]:10085')).toBe('fd00::3');
    expect(defaultApiListen('5.6.7.8:10085')).toBe('127.0.0.1');
    expect(defaultApiListen('node.example.com:10085')).toBe('127.0.0.1');
  });

  it('flags an API the panel cannot reach, and one open on every address', () => {
    expect(nodeWarnings({ api_address: '127.0.0.1:10085', api_listen: '127.0.0.1' })).toEqual([]);
    expect(nodeWarnings({ api_address: '10.8.0.3:10085', api_listen: '10.8.0.3' })).toEqual([]);
    expect(nodeWarnings({ api_address: '5.6.7.8:10085', api_listen: '5.6.7.8' })).toEqual([]);
    expect(nodeWarnings({ api_address: '5.6.7.8:10085', api_listen: '127.0.0.1' })).toHaveLength(1);
    expect(nodeWarnings({ api_address: '10.8.0.3:10085', api_listen: '10.8.0.4' })).toHaveLength(1);
    expect(nodeWarnings({ api_address: '5.6.7.8:10085', api_listen: '0.0.0.0' })).toEqual([
      expect.stringMatching(/دیوار آتش/),
    ]);
  });
});

describe('early data in a path', () => {
  const ws = (path: string, transport = 'ws') =>
    InboundBodySchema.parse({ tag: 't', protocol: 'vmess', port: 80, transport, path });
  const pathProblems = (core: 'v2ray' | 'xray', inbound: ReturnType<typeof ws>) =>
    inboundProblems(core, inbound).filter(([field]) => field === 'path');
  it('Xray takes `?ed=N` on WebSocket and HTTPUpgrade and nothing else after the path; V2Ray 4.34 takes no `?`', () => {
    expect(pathProblems('xray', ws('/vm?ed=2048'))).toEqual([]);
    expect(pathProblems('xray', ws('/vm?ed=2048', 'httpupgrade'))).toEqual([]);
    expect(pathProblems('xray', ws('/vm?x=1'))).toHaveLength(1);
    expect(pathProblems('xray', ws('/x?ed=2048', 'xhttp'))).toHaveLength(1);
    expect(pathProblems('v2ray', ws('/vm?ed=2048'))).toHaveLength(1);
    expect(pathProblems('v2ray', ws('/vm'))).toEqual([]);
  });
});
