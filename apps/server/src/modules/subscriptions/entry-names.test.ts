import { describe, expect, it } from 'vitest';
import { linkEndpoint } from '../../integrations/links/share-link.js';
import { type FoundEndpoint, nameEndpoints } from './entry-names.js';

const on = (id: number, name: string, tag: string, address = `${tag}.example.com`): FoundEndpoint => ({
  node: { id, name },
  tag,
  endpoint: { ...linkEndpoint({ protocol: 'vless', address, port: 443 }), ss_server_key: '' },
});

describe('the names apps list a subscription’s ways in under', () => {
  it('one way in keeps the bare remark, as every subscription was named before', () => {
    expect(nameEndpoints('pishkhan-7', [on(1, 'آلمان', 'a')])).toEqual(['pishkhan-7']);
  });
  it('nodes alike in name, or like another’s numbered name, still give names Clash and sing-box tell apart', () => {
    const names = nameEndpoints('r', [on(1, 'DE', 'a'), on(2, 'DE', 'b'), on(3, 'DE (2)', 'c')]);
    expect(names).toEqual(['r | DE', 'r | DE (2)', 'r | DE (2) (2)']);
    expect(new Set(names).size).toBe(names.length);
  });
  it('the inbound where a node has several, the address where an inbound has several', () => {
    expect(
      nameEndpoints('r', [on(1, 'NL', 'a', 'nl.example.com'), on(1, 'NL', 'a', '203.0.113.7'), on(2, 'FI', 'x')]),
    ).toEqual(['r | NL | nl.example.com', 'r | NL | 203.0.113.7', 'r | FI']);
    expect(nameEndpoints('r', [on(1, 'NL', 'a'), { ...on(1, 'NL', 'b'), tag: 'b' }])).toEqual([
      'r | NL | VLESS TCP',
      'r | NL | VLESS TCP (2)',
    ]);
  });
});
