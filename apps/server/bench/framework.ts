import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { compressOptions, loggerOptions, OneLinePerRequest } from '../src/app.js';
import { BENCH_DIR } from './dataset.js';
import { fmt, steadyLoad } from './load.js';
import { startCeiling, startListening } from './processes.js';

/**
 * `npx tsx apps/server/bench/framework.ts`: what the framework alone leaves of the ceiling, before a request reads a
 * session or a row. The same answer (438 B of JSON, as long as `/api/auth/me`'s) from a bare `node:http` server (the
 * ceiling), from Fastify with one route and no logger, from the same with the server's log line (its logger
 * and `OneLinePerRequest`, written to a file as `npm run bench`'s server writes its own), and from the same with the
 * compression plugin registered as the server registers it (its hook runs on every answer; this client, like
 * `npm run bench`'s, asks for no compression). Each in its own process, rounds alternated; `FRAMEWORK_ROUNDS` (3),
 * `BENCH_DURATION` (8 s), `BENCH_CONNECTIONS` (50). Figures, not a test. A read of `npm run bench` is compared with
 * the last of these plus the security headers: its framework floor (`ceiling.ts --framework`, docs/PERFORMANCE.md).
 */

const VARIANTS = ['fastify', 'fastify + log line', 'fastify + log line + compression plugin'] as const;
type Variant = (typeof VARIANTS)[number];

/** A JSON answer as long as `/api/auth/me`'s for the bench's top reseller (438 B), Persian text included. */
const BODY = Buffer.from(
  JSON.stringify({ id: 1001, mobile: '09125000000', name: 'نمایندهٔ نمونه', balance: 48_250_000 }).padEnd(438, ' '),
);
const CONTENT_TYPE = 'application/json; charset=utf-8';

/** The child: one variant listening on a free port, printing `listening <port>` as the ceiling does. */
async function serve(variant: Variant) {
  const logged = variant !== 'fastify';
  const app = Fastify({
    logger: logged
      ? { ...loggerOptions('info'), stream: fs.createWriteStream(path.join(BENCH_DIR, 'logs', 'framework.log')) }
      : false,
    ...(logged ? { logController: new OneLinePerRequest() } : {}),
  });
  if (variant === 'fastify + log line + compression plugin') await app.register(fastifyCompress, compressOptions);
  app.get('/api/auth/me', (_request, reply) => reply.type(CONTENT_TYPE).send(BODY));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  process.stdout.write(`listening ${address.port}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function measure() {
  const rounds = Number(process.env.FRAMEWORK_ROUNDS ?? 3);
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  fs.mkdirSync(path.join(BENCH_DIR, 'logs'), { recursive: true });
  const lines: string[] = [];
  const ratios = new Map<Variant, number[]>(VARIANTS.map((v) => [v, []]));
  for (let round = 1; round <= rounds; round++) {
    const ceiling = await startCeiling({
      status: 200,
      headers: { 'content-type': CONTENT_TYPE, 'content-length': String(BODY.length) },
      body: BODY,
    });
    const bare = await steadyLoad(`${ceiling.url}/api/auth/me`, {}, connections, duration);
    await ceiling.stop();
    lines.push(`round ${round}: node:http ${fmt(bare.rps)} req/s, p99 ${bare.p99.toFixed(1)} ms`);
    console.log(lines.at(-1));
    for (const variant of VARIANTS) {
      const server = await startListening(variant, [import.meta.filename, '--serve', variant]);
      const r = await steadyLoad(`${server.url}/api/auth/me`, {}, connections, duration);
      const rss = server.rssMb();
      await server.stop();
      if (r.bad > 0) throw new Error(`${variant}: ${r.bad} bad answers`);
      const ratio = (100 * r.rps) / bare.rps;
      ratios.get(variant)?.push(ratio);
      lines.push(
        `round ${round}: ${variant} ${fmt(r.rps)} req/s, p99 ${r.p99.toFixed(1)} ms, ` +
          `${ratio.toFixed(1)} % of the ceiling's ${fmt(bare.rps)} (RSS ${fmt(rss)} MB)`,
      );
      console.log(lines.at(-1));
    }
  }
  for (const [variant, of] of ratios) {
    const sorted = [...of].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    lines.push(
      `${variant}: median ${median.toFixed(1)} % of the ceiling (${sorted.map((r) => r.toFixed(1)).join(', ')})`,
    );
    console.log(lines.at(-1));
  }
  fs.writeFileSync(path.join(BENCH_DIR, 'last-framework-probe.txt'), `${lines.join('\n')}\n`);
}

const at = process.argv.indexOf('--serve');
if (at >= 0) await serve(process.argv[at + 1] as Variant);
else await measure();
