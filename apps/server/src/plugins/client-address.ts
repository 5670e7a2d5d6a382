import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalAddress, clientAddress, compileTrust, type TrustedProxies } from '../lib/trusted-proxies.js';

/**
 * `request.ip` and `request.protocol` under TRUST_PROXY (decision 093). Fastify is given no `trustProxy`: its hop
 * count trusts no peer at all, and its address walk takes any text in X-Forwarded-For as the client. So both come
 * from `lib/trusted-proxies.ts`: the client is the address the nearest trusted proxy saw; the protocol is the last
 * X-Forwarded-Proto entry when the socket's peer is a trusted proxy (HSTS, decision 078).
 */
export function registerClientAddress(app: FastifyInstance, trusted: TrustedProxies) {
  const trusts = compileTrust(trusted);
  app.decorateRequest('ip', {
    getter(this: FastifyRequest) {
      return clientAddress(this.raw.socket?.remoteAddress, this.raw.headers['x-forwarded-for'], trusts) as string;
    },
  });
  app.decorateRequest('protocol', {
    getter(this: FastifyRequest): 'http' | 'https' {
      const socket = this.raw.socket as TLSSocket | undefined;
      if (socket?.encrypted) return 'https';
      const forwarded = this.raw.headers['x-forwarded-proto'];
      const peer = socket?.remoteAddress;
      if (typeof forwarded !== 'string' || peer === undefined || !trusts(canonicalAddress(peer), 0)) return 'http';
      const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
      return last.toLowerCase() === 'https' ? 'https' : 'http';
    },
  });
}
