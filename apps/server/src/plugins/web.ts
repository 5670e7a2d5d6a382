import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.js';

const NOT_BUILT = `<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><title>پیشخوان</title>
<body style="font-family:sans-serif;padding:2rem">پنل هنوز ساخته نشده است: <code>npm run build -w apps/web</code></body></html>`;

/**
 * The panel and the API share one origin: /api is the API, /sub the subscription links V2Ray clients read, every
 * other path is the single-page app.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // The build writes a Brotli and a gzip copy of each script, style sheet and page beside it (decision 062): a
      // browser gets the smallest it accepts, a client accepting neither the file itself.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const api = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/sub/');
    if (api || request.method !== 'GET') {
      return apiNotFound(request, reply);
    }
    if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
