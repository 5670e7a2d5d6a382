import { describe, expect, it } from 'vitest';
import { buildShareLink, type LinkEndpoint } from './share-link.js';

const uuid = '3f1c7a2e-8d4b-4c55-9a1e-2b7f0c9d8e11';
const base: LinkEndpoint = {
  protocol: 'vless',
  host: 'n1.example.com',
  port: 443,
  transport: 'tcp',
  tls: true,
  path: '',
  sni: '',
};

describe('buildShareLink', () => {
  it('builds a VLESS link with TLS and a URL-encoded Persian remark', () => {
    expect(buildShareLink(base, uuid, 'سرویس ۱')).toBe(
      `vless://${uuid}@n1.example.com:443?encryption=none&security=tls&type=tcp&sni=n1.example.com#${encodeURIComponent('سرویس ۱')}`,
    );
  });
  it('carries the ws path and host, and brackets an IPv6 host', () => {
    const link = buildShareLink({ ...base, host: '2001:db8::1', transport: 'ws', tls: false, path: '/ray' }, uuid, 'x');
    expect(link).toBe(
      `vless://${uuid}@[2001:db8::1]:443?encryption=none&security=none&type=ws&path=%2Fray&host=2001%3Adb8%3A%3A1#x`,
    );
  });
  it('builds a VMess link as base64 of the standard JSON', () => {
    const link = buildShareLink({ ...base, protocol: 'vmess', transport: 'ws', path: '/v', port: 8443 }, uuid, 'رضا');
    const json = JSON.parse(Buffer.from(link.slice('vmess://'.length), 'base64').toString('utf8'));
    expect(json).toEqual({
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
});
