import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { MetricsService } from '../modules/metrics/metrics.service.js';
import { apiNotFound } from './error-handler.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request bears `Authorization: Bearer <token>`, compared in constant time (digests of equal length). */
function bearsToken(request: FastifyRequest, expected: Buffer) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

/**
 * `GET /metrics` for Prometheus (docs/monitoring.md, decision 096). Without `METRICS_TOKEN` it answers 404 as an
 * unknown path; with it, only a request bearing the token: any other 401, so a scrape with a wrong token says so in
 * Prometheus's target list. Every answer's duration is observed by route template, and every counted refusal by code.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, metrics: MetricsService | undefined) {
  if (!token || !metrics) {
    app.get('/metrics', { schema: { hide: true } }, apiNotFound);
    return;
  }
  const expected = digest(token);
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof AppError) metrics.countRefusal(error.code);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearsToken(request, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED');
    }
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
