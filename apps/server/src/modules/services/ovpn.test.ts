import { describe, expect, it } from 'vitest';
import { ovpnWithCredentials } from './ovpn.js';

describe('an OpenVPN template with the account inline', () => {
  it('appends the credentials as an inline auth-user-pass block', () => {
    expect(ovpnWithCredentials('client\nremote vpn.example 1194\n\n', 'pkabc', 's3cret')).toBe(
      'client\nremote vpn.example 1194\n<auth-user-pass>\npkabc\ns3cret\n</auth-user-pass>\n',
    );
  });

  it('drops the template’s own auth-user-pass line and block, so the client asks for nothing', () => {
    const template = [
      'client',
      '  auth-user-pass /etc/openvpn/pass.txt',
      '<auth-user-pass>',
      'someone',
      'else',
      '</auth-user-pass>',
      'remote vpn.example 1194',
    ].join('\n');
    const file = ovpnWithCredentials(template, 'pkabc', 's3cret');
    expect(file).not.toContain('someone');
    expect(file).not.toContain('pass.txt');
    expect(file.match(/<auth-user-pass>/g)).toHaveLength(1);
    expect(file.endsWith('remote vpn.example 1194\n<auth-user-pass>\npkabc\ns3cret\n</auth-user-pass>\n')).toBe(true);
  });
});
