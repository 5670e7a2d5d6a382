import type { InboundProtocol, Security, Transport } from '@pishkhan/contract';

/** How the panel names a node's core (decision 085): the versions the panel speaks, Latin as the cores write them. */
export const CORE_LABELS = { v2ray: 'V2Ray 4.34', xray: 'Xray-core' } as const;

/** An inbound's protocol, transport and security as their own projects name them (decision 086). */
export const PROTOCOL_LABELS: Record<InboundProtocol, string> = {
  vless: 'VLESS',
  vmess: 'VMess',
  trojan: 'Trojan',
  shadowsocks: 'Shadowsocks',
};
export const TRANSPORT_LABELS: Record<Transport, string> = {
  tcp: 'TCP',
  ws: 'WebSocket',
  grpc: 'gRPC',
  httpupgrade: 'HTTPUpgrade',
  xhttp: 'XHTTP',
};
export const SECURITY_LABELS: Record<Security, string> = { none: 'بدون TLS', tls: 'TLS', reality: 'REALITY' };

/** An inbound in a few Latin characters for the nodes list: `vless·tcp·reality :443` (plain ones leave out `none`). */
export const inboundChip = (inbound: { protocol: string; transport: string; security: string; port: number }) =>
  `${[inbound.protocol, inbound.transport, ...(inbound.security === 'none' ? [] : [inbound.security])].join('·')} :${inbound.port}`;
