import { describe, expect, it } from 'vitest';
import { buildShareLink, type LinkEndpoint, linkEndpoint } from './share-link.js';

const uuid = '3f1c7a2e-8d4b-4c55-9a1e-2b7f0c9d8e11';
const base: LinkEndpoint = linkEndpoint({
  address: 'n1.example.com',
  port: 443,
  protocol: 'vless',
  ss_method: 'aes-128-gcm',
});
const pbk = 'AwoRGB8mLTQ7QklQV15lbHN6gYiPlp2kq7K5wMfO1dw';
const reality = {
  security: 'reality',
  reality_public_key: pbk,
  reality_short_id: '6ba85179e30d4fc2',
  reality_server_name: 'www.microsoft.com',
  reality_spider_x: '',
} as const;

/** What a client reads from a `vless://`, `trojan://` or `ss://` link. */
function readUrl(link: string) {
  const url = new URL(link);
  return {
    scheme: url.protocol,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    hostname: url.hostname,
    port: url.port,
    params: Object.fromEntries(url.searchParams),
    remark: decodeURIComponent(url.hash.slice(1)),
  };
}
const vmessJson = (text: string) => `vmess://${Buffer.from(text, 'utf8').toString('base64')}`;
function readVmess(link: string): Record<string, string> {
  expect(link.startsWith('vmess://')).toBe(true);
  return JSON.parse(Buffer.from(link.slice('vmess://'.length), 'base64').toString('utf8'));
}
/** SIP002 as clients read it: a userinfo with a colon is percent-encoded `method:password`, else base64url of it. */
function readSs(link: string) {
  const url = readUrl(link);
  const raw = new URL(link);
  const [method, password] = raw.password
    ? [url.user, url.password]
    : (() => {
        const plain = Buffer.from(raw.username, 'base64url').toString('utf8');
        const at = plain.indexOf(':');
        return [plain.slice(0, at), plain.slice(at + 1)];
      })();
  return { method, password, hostname: url.hostname, port: url.port, remark: url.remark, query: raw.search };
}

describe('links of the first builder stay byte for byte the same', () => {
  // The first builder's own golden cases, with its endpoint written the new way.
  it('a VLESS link with TLS and a URL-encoded Persian remark', () => {
    expect(buildShareLink({ ...base, security: 'tls' }, uuid, 'سرویس ۱')).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=tls&type=tcp&sni=n1.example.com#${encodeURIComponent('سرویس ۱')}`,
    );
  });
  it('the ws path and host, and an IPv6 host in brackets', () => {
    const link = buildShareLink({ ...base, address: '2001:db8::1', transport: 'ws', path: '/ray' }, uuid, 'x');
    expect(link).toBe(
      `vless://${uuid}@[2001:db8::1]:443?encryption=none&security=none&type=ws&path=%2Fray&host=2001%3Adb8%3A%3A1#x`,
    );
  });
  it('a VMess link as base64 of the standard JSON', () => {
    const link = buildShareLink(
      { ...base, protocol: 'vmess', transport: 'ws', security: 'tls', path: '/v', port: 8443 },
      uuid,
      'رضا',
    );
    expect(readVmess(link)).toEqual({
      v: '2',
      ps: 'رضا',
      add: 'n1.example.com',
      port: '8443',
      id: uuid,
      aid: '0',
      scy: 'auto',
      net: 'ws',
      type: 'none',
      host: 'n1.example.com',
      path: '/v',
      tls: 'tls',
      sni: 'n1.example.com',
    });
  });

  // Every shape the first builder made (VLESS and VMess × tcp/ws/grpc × TLS on and off, SNI default or set), as it
  // made them. Its endpoint was { host, port, transport, tls, path (ws path or gRPC service name), sni }.
  type Old = { protocol: 'vless' | 'vmess'; transport: 'tcp' | 'ws' | 'grpc'; tls: boolean; sni: string; path: string };
  const fromOld = (o: Old): LinkEndpoint => ({
    ...base,
    port: 8443,
    protocol: o.protocol,
    transport: o.transport,
    security: o.tls ? 'tls' : 'none',
    sni: o.sni,
    path: o.transport === 'grpc' ? '' : o.path,
    service_name: o.transport === 'grpc' ? o.path : '',
  });
  const vl = `vless://${uuid}@n1.example.com:8443?encryption=none`;
  const vm = (rest: string) =>
    vmessJson(
      `{"v":"2","ps":"de-1","add":"n1.example.com","port":"8443","id":"${uuid}","aid":"0","scy":"auto",${rest}}`,
    );
  const cases: Array<[Old, string]> = [
    [{ protocol: 'vless', transport: 'tcp', tls: false, sni: '', path: '' }, `${vl}&security=none&type=tcp#de-1`],
    [
      { protocol: 'vless', transport: 'tcp', tls: false, sni: 'cdn.example.org', path: '' },
      `${vl}&security=none&type=tcp#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'tcp', tls: true, sni: '', path: '' },
      `${vl}&security=tls&type=tcp&sni=n1.example.com#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'tcp', tls: true, sni: 'cdn.example.org', path: '' },
      `${vl}&security=tls&type=tcp&sni=cdn.example.org#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'ws', tls: false, sni: '', path: '' },
      `${vl}&security=none&type=ws&path=%2F&host=n1.example.com#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'ws', tls: false, sni: 'cdn.example.org', path: '/ray' },
      `${vl}&security=none&type=ws&path=%2Fray&host=cdn.example.org#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'ws', tls: true, sni: '', path: '' },
      `${vl}&security=tls&type=ws&sni=n1.example.com&path=%2F&host=n1.example.com#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'ws', tls: true, sni: 'cdn.example.org', path: '/ray' },
      `${vl}&security=tls&type=ws&sni=cdn.example.org&path=%2Fray&host=cdn.example.org#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'grpc', tls: false, sni: '', path: 'svc' },
      `${vl}&security=none&type=grpc&serviceName=svc#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'grpc', tls: false, sni: 'cdn.example.org', path: 'pk.Tun' },
      `${vl}&security=none&type=grpc&serviceName=pk.Tun#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'grpc', tls: true, sni: '', path: 'svc' },
      `${vl}&security=tls&type=grpc&sni=n1.example.com&serviceName=svc#de-1`,
    ],
    [
      { protocol: 'vless', transport: 'grpc', tls: true, sni: 'cdn.example.org', path: 'pk.Tun' },
      `${vl}&security=tls&type=grpc&sni=cdn.example.org&serviceName=pk.Tun#de-1`,
    ],
    [
      { protocol: 'vmess', transport: 'tcp', tls: false, sni: '', path: '' },
      vm('"net":"tcp","type":"none","host":"","path":"","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'tcp', tls: false, sni: 'cdn.example.org', path: '' },
      vm('"net":"tcp","type":"none","host":"","path":"","tls":"","sni":""'),
    ],
    // A path left over from an earlier transport rode along in the JSON; it still does.
    [
      { protocol: 'vmess', transport: 'tcp', tls: false, sni: '', path: '/old' },
      vm('"net":"tcp","type":"none","host":"","path":"/old","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'tcp', tls: true, sni: '', path: '' },
      vm('"net":"tcp","type":"none","host":"","path":"","tls":"tls","sni":"n1.example.com"'),
    ],
    [
      { protocol: 'vmess', transport: 'tcp', tls: true, sni: 'cdn.example.org', path: '' },
      vm('"net":"tcp","type":"none","host":"","path":"","tls":"tls","sni":"cdn.example.org"'),
    ],
    [
      { protocol: 'vmess', transport: 'ws', tls: false, sni: '', path: '' },
      vm('"net":"ws","type":"none","host":"n1.example.com","path":"","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'ws', tls: false, sni: 'cdn.example.org', path: '/ray' },
      vm('"net":"ws","type":"none","host":"cdn.example.org","path":"/ray","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'ws', tls: true, sni: '', path: '' },
      vm('"net":"ws","type":"none","host":"n1.example.com","path":"","tls":"tls","sni":"n1.example.com"'),
    ],
    [
      { protocol: 'vmess', transport: 'ws', tls: true, sni: 'cdn.example.org', path: '/ray' },
      vm('"net":"ws","type":"none","host":"cdn.example.org","path":"/ray","tls":"tls","sni":"cdn.example.org"'),
    ],
    [
      { protocol: 'vmess', transport: 'grpc', tls: false, sni: '', path: 'svc' },
      vm('"net":"grpc","type":"none","host":"","path":"svc","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'grpc', tls: false, sni: 'cdn.example.org', path: 'pk.Tun' },
      vm('"net":"grpc","type":"none","host":"","path":"pk.Tun","tls":"","sni":""'),
    ],
    [
      { protocol: 'vmess', transport: 'grpc', tls: true, sni: '', path: 'svc' },
      vm('"net":"grpc","type":"none","host":"","path":"svc","tls":"tls","sni":"n1.example.com"'),
    ],
    [
      { protocol: 'vmess', transport: 'grpc', tls: true, sni: 'cdn.example.org', path: 'pk.Tun' },
      vm('"net":"grpc","type":"none","host":"","path":"pk.Tun","tls":"tls","sni":"cdn.example.org"'),
    ],
  ];
  it.each(cases)('%o', (old, link) => {
    expect(buildShareLink(fromOld(old), uuid, 'de-1')).toBe(link);
  });
});

describe('VLESS', () => {
  it('over plain TCP says security none and nothing of TLS', () => {
    const link = buildShareLink(base, uuid, 'de-1');
    expect(link).toBe(`vless://${uuid}@n1.example.com:443?encryption=none&security=none&type=tcp#de-1`);
    expect(readUrl(link)).toEqual({
      scheme: 'vless:',
      user: uuid,
      password: '',
      hostname: 'n1.example.com',
      port: '443',
      params: { encryption: 'none', security: 'none', type: 'tcp' },
      remark: 'de-1',
    });
  });

  it('over TCP with TLS carries the SNI, fingerprint and ALPN the inbound sets', () => {
    const link = buildShareLink(
      { ...base, security: 'tls', sni: 'cdn.example.org', fingerprint: 'firefox', alpn: ['h2', 'http/1.1'] },
      uuid,
      'de-1',
    );
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=tls&type=tcp&sni=cdn.example.org&fp=firefox&alpn=h2%2Chttp%2F1.1#de-1`,
    );
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'tls',
      type: 'tcp',
      sni: 'cdn.example.org',
      fp: 'firefox',
      alpn: 'h2,http/1.1',
    });
  });

  it('over TCP with REALITY and Vision carries the key, short id, server name, spiderX, chrome and the flow', () => {
    const link = buildShareLink(
      { ...base, ...reality, flow: 'xtls-rprx-vision', reality_spider_x: '/search?q=vpn' },
      uuid,
      'de-1',
    );
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=reality&type=tcp&sni=www.microsoft.com&fp=chrome&pbk=${pbk}&sid=6ba85179e30d4fc2&spx=%2Fsearch%3Fq%3Dvpn&flow=xtls-rprx-vision#de-1`,
    );
    expect(readUrl(link)).toEqual({
      scheme: 'vless:',
      user: uuid,
      password: '',
      hostname: 'n1.example.com',
      port: '443',
      params: {
        encryption: 'none',
        security: 'reality',
        type: 'tcp',
        sni: 'www.microsoft.com',
        fp: 'chrome',
        pbk,
        sid: '6ba85179e30d4fc2',
        spx: '/search?q=vpn',
        flow: 'xtls-rprx-vision',
      },
      remark: 'de-1',
    });
  });

  it('over REALITY keeps a fingerprint the inbound chose and leaves out an empty short id and spiderX', () => {
    const link = buildShareLink({ ...base, ...reality, fingerprint: 'safari', reality_short_id: '' }, uuid, 'de-1');
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'reality',
      type: 'tcp',
      sni: 'www.microsoft.com',
      fp: 'safari',
      pbk,
    });
  });

  it('over WebSocket with TLS carries the Host header and path the inbound sets', () => {
    const link = buildShareLink(
      {
        ...base,
        transport: 'ws',
        security: 'tls',
        sni: 'cdn.example.org',
        host: 'front.example.net',
        path: '/ray?ed=2048',
      },
      uuid,
      'de-1',
    );
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=tls&type=ws&sni=cdn.example.org&path=%2Fray%3Fed%3D2048&host=front.example.net#de-1`,
    );
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'tls',
      type: 'ws',
      sni: 'cdn.example.org',
      path: '/ray?ed=2048',
      host: 'front.example.net',
    });
  });

  it('over gRPC with REALITY carries the service name and leaves the default gun mode unsaid', () => {
    const link = buildShareLink(
      { ...base, ...reality, transport: 'grpc', service_name: 'pk.Tun', fingerprint: 'firefox' },
      uuid,
      'de-1',
    );
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=reality&type=grpc&sni=www.microsoft.com&fp=firefox&pbk=${pbk}&sid=6ba85179e30d4fc2&serviceName=pk.Tun#de-1`,
    );
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'reality',
      type: 'grpc',
      sni: 'www.microsoft.com',
      fp: 'firefox',
      pbk,
      sid: '6ba85179e30d4fc2',
      serviceName: 'pk.Tun',
    });
  });

  it('over XHTTP with TLS carries the path, the Host header (the SNI by default) and the mode', () => {
    const link = buildShareLink(
      { ...base, transport: 'xhttp', xhttp_mode: 'stream-one', security: 'tls', sni: 'cdn.example.org', path: '/xh' },
      uuid,
      'de-1',
    );
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=tls&type=xhttp&sni=cdn.example.org&path=%2Fxh&host=cdn.example.org&mode=stream-one#de-1`,
    );
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'tls',
      type: 'xhttp',
      sni: 'cdn.example.org',
      path: '/xh',
      host: 'cdn.example.org',
      mode: 'stream-one',
    });
  });

  it('over XHTTP with REALITY sends the REALITY server name as the Host header by default', () => {
    const link = buildShareLink({ ...base, ...reality, transport: 'xhttp' }, uuid, 'de-1');
    expect(readUrl(link).params).toMatchObject({ type: 'xhttp', path: '/', host: 'www.microsoft.com', mode: 'auto' });
  });

  it('over HTTPUpgrade carries the path (/ by default) and the Host header (the address by default)', () => {
    const link = buildShareLink({ ...base, transport: 'httpupgrade', port: 80 }, uuid, 'de-1');
    expect(link).toBe(
      `vless://${uuid}@n1.example.com:80?encryption=none&security=none&type=httpupgrade&path=%2F&host=n1.example.com#de-1`,
    );
    expect(readUrl(link).params).toEqual({
      encryption: 'none',
      security: 'none',
      type: 'httpupgrade',
      path: '/',
      host: 'n1.example.com',
    });
  });

  it('puts an IPv6 address in brackets and encodes a Persian remark', () => {
    const link = buildShareLink({ ...base, address: '2001:db8::7', security: 'tls' }, uuid, 'آلمان ۱');
    expect(link).toBe(
      `vless://${uuid}@[2001:db8::7]:443?encryption=none&security=tls&type=tcp&sni=2001%3Adb8%3A%3A7#%D8%A2%D9%84%D9%85%D8%A7%D9%86%20%DB%B1`,
    );
    expect(readUrl(link)).toMatchObject({ hostname: '[2001:db8::7]', remark: 'آلمان ۱' });
  });
});

describe('VMess', () => {
  const vmess = { ...base, protocol: 'vmess', port: 8443 } as const;
  const head = { v: '2', ps: 'de-1', add: 'n1.example.com', port: '8443', id: uuid, aid: '0', scy: 'auto' };

  it.each([
    ['tcp', 'none', { net: 'tcp', type: 'none', host: '', path: '', tls: '', sni: '' }],
    ['tcp', 'tls', { net: 'tcp', type: 'none', host: '', path: '', tls: 'tls', sni: 'n1.example.com' }],
    ['ws', 'none', { net: 'ws', type: 'none', host: 'n1.example.com', path: '/vm', tls: '', sni: '' }],
    ['ws', 'tls', { net: 'ws', type: 'none', host: 'n1.example.com', path: '/vm', tls: 'tls', sni: 'n1.example.com' }],
    ['grpc', 'none', { net: 'grpc', type: 'none', host: '', path: 'vm.Tun', tls: '', sni: '' }],
    ['grpc', 'tls', { net: 'grpc', type: 'none', host: '', path: 'vm.Tun', tls: 'tls', sni: 'n1.example.com' }],
  ] as const)('over %s with security %s: the JSON clients read, keys in order', (transport, security, rest) => {
    const endpoint: LinkEndpoint = {
      ...vmess,
      transport,
      security,
      path: transport === 'ws' ? '/vm' : '',
      service_name: transport === 'grpc' ? 'vm.Tun' : '',
    };
    const link = buildShareLink(endpoint, uuid, 'de-1');
    expect(link).toBe(vmessJson(JSON.stringify({ ...head, ...rest })));
    const json = readVmess(link);
    expect(Object.keys(json)).toEqual([
      'v',
      'ps',
      'add',
      'port',
      'id',
      'aid',
      'scy',
      'net',
      'type',
      'host',
      'path',
      'tls',
      'sni',
    ]);
    expect(json).toEqual({ ...head, ...rest });
  });

  it('adds alpn and fp after sni, only when a TLS inbound sets them', () => {
    const json = readVmess(
      buildShareLink(
        { ...vmess, transport: 'ws', security: 'tls', alpn: ['h2', 'http/1.1'], fingerprint: 'chrome', path: '/vm' },
        uuid,
        'de-1',
      ),
    );
    expect(Object.keys(json).slice(-3)).toEqual(['sni', 'alpn', 'fp']);
    expect(json).toMatchObject({ tls: 'tls', sni: 'n1.example.com', alpn: 'h2,http/1.1', fp: 'chrome' });
    const plain = readVmess(buildShareLink({ ...vmess, alpn: ['h2'], fingerprint: 'chrome' }, uuid, 'de-1'));
    expect(plain).not.toHaveProperty('alpn');
    expect(plain).not.toHaveProperty('fp');
  });

  it('over HTTPUpgrade and XHTTP names the transport as is, the XHTTP mode in type', () => {
    expect(
      readVmess(buildShareLink({ ...vmess, transport: 'httpupgrade', path: '/hu', host: 'h.example.org' }, uuid, 'x')),
    ).toMatchObject({ net: 'httpupgrade', type: 'none', host: 'h.example.org', path: '/hu' });
    expect(
      readVmess(
        buildShareLink(
          { ...vmess, transport: 'xhttp', xhttp_mode: 'packet-up', security: 'tls', path: '/xh' },
          uuid,
          'x',
        ),
      ),
    ).toMatchObject({ net: 'xhttp', type: 'packet-up', host: 'n1.example.com', path: '/xh', tls: 'tls' });
  });

  it('gives an IPv6 address without brackets, and the remark as UTF-8', () => {
    const json = readVmess(buildShareLink({ ...vmess, address: '[2001:db8::9]' }, uuid, 'رضا ۲'));
    expect(json).toMatchObject({ add: '2001:db8::9', ps: 'رضا ۲' });
  });
});

describe('Trojan', () => {
  const trojan = { ...base, protocol: 'trojan' } as const;
  const password = 'p@ss:w/rd+1';

  it('over TCP with TLS: the password percent-encoded, no encryption or flow', () => {
    const link = buildShareLink({ ...trojan, security: 'tls' }, password, 'de-1');
    expect(link).toBe('trojan://p%40ss%3Aw%2Frd%2B1@n1.example.com:443?security=tls&type=tcp&sni=n1.example.com#de-1');
    expect(readUrl(link)).toEqual({
      scheme: 'trojan:',
      user: password,
      password: '',
      hostname: 'n1.example.com',
      port: '443',
      params: { security: 'tls', type: 'tcp', sni: 'n1.example.com' },
      remark: 'de-1',
    });
  });

  it('over WebSocket with TLS carries the path and the Host header', () => {
    const link = buildShareLink(
      { ...trojan, transport: 'ws', security: 'tls', sni: 'cdn.example.org', path: '/tj', fingerprint: 'chrome' },
      password,
      'de-1',
    );
    expect(link).toBe(
      'trojan://p%40ss%3Aw%2Frd%2B1@n1.example.com:443?security=tls&type=ws&sni=cdn.example.org&fp=chrome&path=%2Ftj&host=cdn.example.org#de-1',
    );
    expect(readUrl(link).params).toEqual({
      security: 'tls',
      type: 'ws',
      sni: 'cdn.example.org',
      fp: 'chrome',
      path: '/tj',
      host: 'cdn.example.org',
    });
  });

  it('over gRPC with REALITY carries the REALITY parameters and the service name', () => {
    const link = buildShareLink({ ...trojan, ...reality, transport: 'grpc', service_name: 'tj' }, password, 'de-1');
    expect(link).toBe(
      `trojan://p%40ss%3Aw%2Frd%2B1@n1.example.com:443?security=reality&type=grpc&sni=www.microsoft.com&fp=chrome&pbk=${pbk}&sid=6ba85179e30d4fc2&serviceName=tj#de-1`,
    );
    expect(readUrl(link)).toMatchObject({
      user: password,
      params: {
        security: 'reality',
        type: 'grpc',
        sni: 'www.microsoft.com',
        fp: 'chrome',
        pbk,
        sid: '6ba85179e30d4fc2',
        serviceName: 'tj',
      },
    });
  });
});

describe('Shadowsocks (SIP002)', () => {
  const ss = { ...base, protocol: 'shadowsocks', port: 8388 } as const;

  it('an AEAD cipher: method:password in unpadded base64url', () => {
    const link = buildShareLink({ ...ss, ss_method: 'chacha20-ietf-poly1305' }, 'pa/ss+wd??', 'de-1');
    expect(link).toBe('ss://Y2hhY2hhMjAtaWV0Zi1wb2x5MTMwNTpwYS9zcyt3ZD8_@n1.example.com:8388#de-1');
    expect(readSs(link)).toEqual({
      method: 'chacha20-ietf-poly1305',
      password: 'pa/ss+wd??',
      hostname: 'n1.example.com',
      port: '8388',
      remark: 'de-1',
      query: '',
    });
  });

  it('a 2022 cipher: method and server key:user key percent-encoded, not base64', () => {
    const password = 'BRAbJjE8R1JdaHN+iZSfqg==:+gcUIS47SFVib3yJlqOwvQ==';
    const link = buildShareLink({ ...ss, ss_method: '2022-blake3-aes-128-gcm' }, password, 'سرور');
    expect(link).toBe(
      `ss://2022-blake3-aes-128-gcm:BRAbJjE8R1JdaHN%2BiZSfqg%3D%3D%3A%2BgcUIS47SFVib3yJlqOwvQ%3D%3D@n1.example.com:8388#${encodeURIComponent('سرور')}`,
    );
    expect(readSs(link)).toEqual({
      method: '2022-blake3-aes-128-gcm',
      password,
      hostname: 'n1.example.com',
      port: '8388',
      remark: 'سرور',
      query: '',
    });
  });

  it('puts an IPv6 address in brackets', () => {
    const link = buildShareLink({ ...ss, address: '2001:db8::5', ss_method: 'aes-256-gcm' }, 'pw', 'x');
    expect(readSs(link)).toMatchObject({ method: 'aes-256-gcm', password: 'pw', hostname: '[2001:db8::5]' });
  });
});

describe('what no link can say', () => {
  it('refuses VMess over REALITY', () => {
    expect(() => buildShareLink({ ...base, ...reality, protocol: 'vmess' }, uuid, 'x')).toThrow(/REALITY/);
  });
  it('refuses Vision outside VLESS', () => {
    expect(() =>
      buildShareLink({ ...base, protocol: 'trojan', security: 'tls', flow: 'xtls-rprx-vision' }, 'pw', 'x'),
    ).toThrow(/Vision/);
  });
  it('refuses Shadowsocks over a transport or TLS', () => {
    expect(() => buildShareLink({ ...base, protocol: 'shadowsocks', transport: 'ws' }, 'pw', 'x')).toThrow(
      /Shadowsocks/,
    );
    expect(() => buildShareLink({ ...base, protocol: 'shadowsocks', security: 'tls' }, 'pw', 'x')).toThrow(
      /Shadowsocks/,
    );
  });
  it('refuses a REALITY link without its public key or server name', () => {
    expect(() => buildShareLink({ ...base, ...reality, reality_public_key: '' }, uuid, 'x')).toThrow(/REALITY/);
    expect(() => buildShareLink({ ...base, ...reality, reality_server_name: '' }, uuid, 'x')).toThrow(/REALITY/);
  });
});
