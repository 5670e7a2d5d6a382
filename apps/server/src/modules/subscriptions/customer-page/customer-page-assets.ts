import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Vazirmatn's one face the page uses: Farsi digits, no Latin letters (21.5 KB). Found through the package rather than a
 * path from this file, so it is the same under tsx and in the bundle, which leaves node_modules where they are.
 */
const FONT_FILE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'misc/Farsi-Digits-Non-Latin/fonts/webfonts/Vazirmatn-FD-NL-Regular.woff2',
);

export const FONT_BYTES = fs.readFileSync(FONT_FILE);

/**
 * Under /sub/ but never a token (tokens are `[\w-]{16,64}`, one segment), named by its content so that a browser may
 * keep it for a year and a new font version is a new address.
 */
export const FONT_PATH = `/sub/_/vazirmatn-${createHash('sha256').update(FONT_BYTES).digest('hex').slice(0, 10)}.woff2`;

/** Serves the page's font. The security headers hook marks every /sub/ answer no-store first; this one is immutable. */
export function registerCustomerPageAssets(app: FastifyInstance) {
  app.get(FONT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('font/woff2').send(FONT_BYTES),
  );
}
