import type { ServiceEndpoint } from '../../integrations/core/accounts.js';
import { unusedName } from '../../integrations/links/unused-name.js';

/** One way in as the nodes give it: the node and inbound it belongs to. */
export interface FoundEndpoint {
  node: { id: number; name: string };
  tag: string;
  endpoint: ServiceEndpoint;
}

const PROTOCOLS = { vless: 'VLESS', vmess: 'VMess', trojan: 'Trojan', shadowsocks: 'SS' } as const;
const TRANSPORTS = { tcp: 'TCP', ws: 'WS', grpc: 'gRPC', httpupgrade: 'HTTPUpgrade', xhttp: 'XHTTP' } as const;
const SECURITIES = { none: '', tls: 'TLS', reality: 'REALITY' } as const;

/** How an inbound reads in a list of servers: «VLESS TCP REALITY», «VMess WS TLS», «SS TCP». */
const inboundLabel = (e: ServiceEndpoint) =>
  [PROTOCOLS[e.protocol], TRANSPORTS[e.transport], SECURITIES[e.security]].filter(Boolean).join(' ');

/**
 * The names the apps list the ways in under (decision 087): the service's remark alone when there is one way in (as
 * every subscription was named before there were several), else the remark and the node, and the inbound where the
 * node has several, and the address where an inbound has several. Clash and sing-box refer to proxies by name, so a
 * name met twice still gets a number.
 */
export function nameEndpoints(remark: string, found: readonly FoundEndpoint[]): string[] {
  if (found.length === 1) return [remark];
  const inboundsOf = new Map<number, Set<string>>();
  const addressesOf = new Map<string, number>();
  for (const f of found) {
    inboundsOf.set(f.node.id, (inboundsOf.get(f.node.id) ?? new Set()).add(f.tag));
    addressesOf.set(`${f.node.id} ${f.tag}`, (addressesOf.get(`${f.node.id} ${f.tag}`) ?? 0) + 1);
  }
  const taken = new Set<string>();
  return found.map((f) => {
    const parts = [remark, f.node.name];
    if ((inboundsOf.get(f.node.id)?.size ?? 0) > 1) parts.push(inboundLabel(f.endpoint));
    if ((addressesOf.get(`${f.node.id} ${f.tag}`) ?? 0) > 1) parts.push(f.endpoint.address);
    // Numbered against every name given so far, so a node named like another's numbered name cannot collide.
    const name = unusedName(parts.join(' | '), taken);
    taken.add(name);
    return name;
  });
}
