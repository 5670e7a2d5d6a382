import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { clientAddress, compileTrust, parseTrustedProxies, type TrustedProxies } from './trusted-proxies.js';

/** The client a request from `peer` with this X-Forwarded-For is counted as, under TRUST_PROXY=`setting`. */
const client = (setting: string, peer: string, forwardedFor?: string) => {
  const trusted = parseTrustedProxies(setting) as TrustedProxies;
  return clientAddress(peer, forwardedFor, compileTrust(trusted));
};

const problemsOf = (value: string) => {
  try {
    loadConfig({ TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
};

describe('TRUST_PROXY (decision 093)', () => {
  it('takes false, a number of proxies or a list of their addresses; true is one proxy', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    for (const off of ['false', 'no', '0', 'FALSE'])
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toEqual({ kind: 'none' });
    for (const one of ['1', 'true', 'yes'])
      expect(loadConfig({ TRUST_PROXY: one }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.1 , 173.245.48.0/20,2400:cb00::/32, ::ffff:192.0.2.0/120' }).trustProxy,
    ).toEqual({
      kind: 'list',
      proxies: ['10.0.0.1/32', '173.245.48.0/20', '2400:cb00::/32', '192.0.2.0/24'],
    });
  });

  it('a bad value stops the start with every problem named in Persian', () => {
    const problems = problemsOf('10.0.0.1, nginx, 10.0.0.0/0, 2001:db8::/129,, 1.2.3.4:80, -1');
    expect(problems).toEqual([
      expect.stringMatching(/^TRUST_PROXY: «nginx» نه نشانی IP است/),
      'TRUST_PROXY: طول پیشوند «10.0.0.0/0» باید از ۱ تا ۳۲ باشد',
      'TRUST_PROXY: طول پیشوند «2001:db8::/129» باید از ۱ تا ۱۲۸ باشد',
      expect.stringMatching(/^TRUST_PROXY: یکی از موردهای فهرست خالی است/),
      expect.stringMatching(/^TRUST_PROXY: «1\.2\.3\.4:80» نه نشانی IP است/),
      expect.stringMatching(/^TRUST_PROXY: «-1» نه نشانی IP است/),
    ]);
    // Listed beside the other variables' problems.
    expect(() => loadConfig({ TRUST_PROXY: 'maybe', PORT: 'eighty' })).toThrow(/PORT[\s\S]*TRUST_PROXY: «maybe»/);
  });

  it('without it the socket is the client, whatever the header says', () => {
    expect(client('false', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(client('false', '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('one proxy: the entry it appended is the client, not what the client wrote before it', () => {
    expect(client('1', '127.0.0.1', '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    expect(client('1', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(client('true', '127.0.0.1', '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    // No header: the peer itself.
    expect(client('1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('two proxies (a CDN in front of nginx): the entry the CDN appended', () => {
    // client 203.0.113.7 -> CDN 173.245.48.5 -> nginx 127.0.0.1 -> server
    expect(client('2', '127.0.0.1', '198.51.100.66, 203.0.113.7, 173.245.48.5')).toBe('203.0.113.7');
    // Fewer entries than proxies: the left-most there is.
    expect(client('2', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('a list: hops are trusted while they are listed, and an unlisted peer is the client', () => {
    const list = '127.0.0.1, 173.245.48.0/20, 2400:cb00::/32';
    expect(client(list, '127.0.0.1', '198.51.100.66, 203.0.113.7, 173.245.48.5')).toBe('203.0.113.7');
    expect(client(list, '127.0.0.1', '198.51.100.66, 2001:db8::7, 2400:cb00::1')).toBe('2001:db8::7');
    // Reached directly, not through a listed proxy: the header is the client's own word.
    expect(client(list, '203.0.113.7', '198.51.100.66')).toBe('203.0.113.7');
    // A listed proxy's address in the header, written by the client, is not a hop it went through.
    expect(client(list, '127.0.0.1', '173.245.48.9, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('an entry that is not an IP address is skipped: neither a hop nor the client', () => {
    for (const junk of ['unknown', 'garbage', '1.2.3.4:5678', '[2001:db8::1]', '01.2.3.4', '1.2.3', '', '_hidden']) {
      expect(client('1', '203.0.113.7', junk), junk).toBe('203.0.113.7');
      expect(client('1', '127.0.0.1', `203.0.113.7, ${junk}`), junk).toBe('203.0.113.7');
      expect(client('127.0.0.1', '127.0.0.1', `203.0.113.7, ${junk}`), junk).toBe('203.0.113.7');
      expect(client('127.0.0.1', '127.0.0.1', junk), junk).toBe('127.0.0.1');
    }
    expect(client('2', '127.0.0.1', '203.0.113.7, unknown, 173.245.48.5')).toBe('203.0.113.7');
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address, as the peer, in the header and in the list', () => {
    expect(client('1', '::ffff:127.0.0.1', '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(client('1', '127.0.0.1', '::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(client('127.0.0.1', '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(client('::ffff:127.0.0.1', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(client('1', '127.0.0.1', '2001:DB8:0:0:0:0:0:7')).toBe('2001:db8::7');
  });

  it('repeated X-Forwarded-For headers read as one list, in order', () => {
    const trusts = compileTrust({ kind: 'hops', hops: 1 });
    expect(clientAddress('127.0.0.1', ['198.51.100.66', '203.0.113.7'], trusts)).toBe('203.0.113.7');
  });
});
