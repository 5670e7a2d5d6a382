/** Where clients connect: the public side of a node's inbound. */
export interface LinkEndpoint {
  protocol: 'vless' | 'vmess';
  host: string;
  port: number;
  transport: 'tcp' | 'ws' | 'grpc';
  tls: boolean;
  /** ws path or grpc serviceName. */
  path: string;
  sni: string;
}

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The standard share links v2rayNG, Hiddify, Streisand and NekoBox import (integration-facts). */
export function buildShareLink(endpoint: LinkEndpoint, uuid: string, remark: string): string {
  if (endpoint.protocol === 'vmess') {
    const json = {
      v: '2',
      ps: remark,
      add: endpoint.host,
      port: String(endpoint.port),
      id: uuid,
      aid: '0',
      scy: 'auto',
      net: endpoint.transport,
      type: 'none',
      host: endpoint.transport === 'ws' ? endpoint.sni || endpoint.host : '',
      path: endpoint.path,
      tls: endpoint.tls ? 'tls' : '',
      sni: endpoint.tls ? endpoint.sni || endpoint.host : '',
    };
    return `vmess://${Buffer.from(JSON.stringify(json), 'utf8').toString('base64')}`;
  }
  const params = new URLSearchParams({
    encryption: 'none',
    security: endpoint.tls ? 'tls' : 'none',
    type: endpoint.transport,
  });
  if (endpoint.tls) params.set('sni', endpoint.sni || endpoint.host);
  if (endpoint.transport === 'ws') {
    params.set('path', endpoint.path || '/');
    params.set('host', endpoint.sni || endpoint.host);
  }
  if (endpoint.transport === 'grpc') params.set('serviceName', endpoint.path);
  return `vless://${uuid}@${bracketed(endpoint.host)}:${endpoint.port}?${params}#${encodeURIComponent(remark)}`;
}
