import { describe, expect, it } from 'vitest';
import { ipKey, rangeKeys } from './ip-key.js';

describe('ip keys', () => {
  it('orders IPv4 addresses as text the way they order as numbers', () => {
    const keys = ['9.255.255.255', '10.0.0.0', '10.0.0.9', '10.0.0.10', '192.168.1.1'].map((a) => ipKey(a) ?? '');
    expect([...keys].sort()).toEqual(keys);
    expect(ipKey('1.2.3.4')).toBe('00000000000000000000ffff01020304');
  });

  it('reads CIDR, first-last and single addresses, IPv4 and IPv6', () => {
    expect(rangeKeys('5.160.0.0/16')).toEqual({
      start: '00000000000000000000ffff05a00000',
      end: '00000000000000000000ffff05a0ffff',
    });
    expect(rangeKeys('5.160.3.7/16')).toEqual(rangeKeys('5.160.0.0-5.160.255.255'));
    expect(rangeKeys('2a01:5ec0::/29')).toEqual({
      start: '2a015ec0000000000000000000000000',
      end: '2a015ec7ffffffffffffffffffffffff',
    });
    expect(rangeKeys('8.8.8.8')).toEqual({ start: ipKey('8.8.8.8'), end: ipKey('8.8.8.8') });
  });

  it('refuses what is not a range', () => {
    for (const bad of ['', 'abc', '1.2.3.4/33', '1.2.3/24', '10.0.0.9-10.0.0.1', '::1/129', '1.2.3.4/x']) {
      expect(rangeKeys(bad), bad).toBeUndefined();
    }
  });
});
