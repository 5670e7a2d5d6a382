import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The panel's Content-Security-Policy (decision 078): scripts only from our own files, since the bearer token lives in
 * localStorage. Styles allow inline: Mantine writes its theme's CSS variables and responsive props into `<style>`
 * elements React inserts, whose content changes, and Swagger UI one of its own. qr-code-styling and Swagger UI draw
 * data: images.
 */
const PANEL_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Devices and APIs the panel never asks for, refused to any script that would. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A year, this host only: the operator's other subdomains may not all be served over TLS. */
const HSTS = 'max-age=31536000';

/** Answers that hand out personal data or credentials: the API and the subscriptions. */
const isPrivate = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/sub/');

/** helmet's set with the policy above, built once: `@fastify/helmet` builds it again for each request. */
const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: PANEL_CSP },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * Security headers on one answer (decision 078): helmet's set with the CSP above, framing refused, no referrer;
 * Permissions-Policy; HSTS only when the request came over TLS (`request.protocol`, from `x-forwarded-proto` behind a
 * trusted proxy, decision 093), never on plain http; and `no-store` on every API and subscription answer.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  helmetHeaders(request.raw, reply.raw, () => {});
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (isPrivate(request.url)) reply.header('cache-control', 'no-store');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}

/**
 * The headers of an answer written straight to the socket, for a request Node's parser refused: the same set as an
 * API error's, collected once from the same helmet instance. No HSTS: nothing of such a request can be trusted.
 */
export const RAW_ANSWER_HEADERS: Readonly<Record<string, string>> = (() => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmetHeaders(res.req, res, () => {});
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  res.setHeader('cache-control', 'no-store');
  return Object.fromEntries(res.getHeaderNames().map((name) => [name, String(res.getHeader(name))]));
})();
