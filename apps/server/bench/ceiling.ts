import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { compressOptions, loggerOptions, OneLinePerRequest } from '../src/app.js';
import { registerSecurityHeaders } from '../src/plugins/security-headers.js';

/**
 * One captured response (same status, headers and body bytes as the real server gave) answered to every request, so
 * the only difference left is the work the real server does for it. `--framework`: the framework floor, Fastify with
 * the server's own log line (written to a file, as the bench's server writes its own), security headers and
 * compression plugin, which a request pays before a token or a row is read. Without it: a bare `node:http` server,
 * the ceiling `framework.ts` compares Fastify with.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: ceiling.ts <response.json> [--framework]');
const captured = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(captured.body, 'base64');

if (process.argv.includes('--framework')) {
  const log = fs.createWriteStream(path.join(path.dirname(file), 'framework-floor.log'));
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream: log },
    logController: new OneLinePerRequest(),
  });
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, compressOptions);
  app.all('/*', (_request, reply) => reply.code(captured.status).headers(captured.headers).send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  const headers = { ...captured.headers, 'content-length': String(body.length) };
  const server = http.createServer((request, response) => {
    // Read the request body (a purchase sends one) before answering, as the real server must.
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(captured.status, headers);
      response.end(body);
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    process.stdout.write(`listening ${address.port}\n`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
