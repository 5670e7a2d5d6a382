import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSecretKey } from '@pishkhan/contract';

/** Set by the server project's global setup (log-scan.setup.ts): every test app of the run logs there at debug. */
const RUN_DIR = process.env.PISHKHAN_TEST_LOG_DIR;
const fileId = () => randomBytes(6).toString('hex');

const noted = new Set<string>();
let secretsFd: number | undefined;

/** Remembers a secret the run has seen, for the final scan; short values other than 5-digit codes are too common. */
export function noteSecret(value: unknown) {
  if (!RUN_DIR || typeof value !== 'string') return;
  const v = value.trim();
  if ((v.length < 8 && !/^\d{5}$/.test(v)) || noted.has(v)) return;
  noted.add(v);
  secretsFd ??= fs.openSync(path.join(RUN_DIR, `secrets-${fileId()}.jsonl`), 'a');
  fs.writeSync(secretsFd, `${JSON.stringify(v)}\n`);
}

const SECRET_FIELDS = new Set(['password', 'activationcode', 'api_key']);

/**
 * The capability tokens in the addresses the API hands out: a subscription (`/sub/`), a product's checkout (`/buy/`,
 * `/shop/p/`) and an order's page and downloads (`/order/`, `/shop/orders/`). Whoever holds one gets what it opens.
 */
const CAPABILITY_IN_URL = /\/(?:sub|buy|order|shop\/p|shop\/orders)\/([\w-]{16,})/g;

export function noteCapabilitiesIn(text: string) {
  for (const [, token] of text.matchAll(CAPABILITY_IN_URL)) noteSecret(token);
}

/**
 * Notes the secrets in a request or response body: passwords, codes, bearer, login-link and order tokens, gateway
 * keys, and the capability tokens in any address the body holds.
 */
export function noteSecretsIn(body: unknown, side: 'request' | 'response') {
  if (Array.isArray(body)) {
    for (const item of body) noteSecretsIn(item, side);
    return;
  }
  if (!body || typeof body !== 'object') return;
  const record = body as Record<string, unknown>;
  if (typeof record.name === 'string' && (isSecretKey(record.name) || record.name === 'merchant_id')) {
    noteSecret(record.value);
  }
  noteSecret(record.token);
  // A started checkout's `order` is the new order's token (a payment method's `order` is a number, not noted).
  if ('redirect' in record) noteSecret(record.order);
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_FIELDS.has(key)) noteSecret(value);
    else if (typeof value === 'string') noteCapabilitiesIn(value);
    else if (typeof value === 'object') noteSecretsIn(value, side);
  }
}

export function noteSecretsInEnv(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) if (/KEY|SECRET|PASS/.test(name)) noteSecret(value);
}

/**
 * A file an app logs to for the whole-run scan, or nothing outside a run with the global setup. Left open: a line
 * logged while an app closes must still land.
 */
export function runLogStream() {
  if (!RUN_DIR) return undefined;
  const fd = fs.openSync(path.join(RUN_DIR, `app-${fileId()}.log`), 'a');
  return { write: (line: string) => void fs.writeSync(fd, line) };
}

/**
 * Secrets found in log lines. Word-like secrets are matched as whole words (a 5-digit code inside a longer number, a
 * decimal or the line's process id is not one); others as substrings.
 */
export function findLeaks(lines: Iterable<string>, secrets: Iterable<string>) {
  const words = new Set<string>();
  const others: string[] = [];
  for (const s of secrets) {
    if (/^[\w-]+$/.test(s)) words.add(s);
    else others.push(s);
  }
  const leaks: Array<{ secret: string; line: string }> = [];
  for (const line of lines) {
    for (const m of line.matchAll(/[\w-]+/g)) {
      if (!words.has(m[0])) continue;
      const before = line[(m.index ?? 0) - 1];
      const after = line[(m.index ?? 0) + m[0].length];
      if (/^\d{5}$/.test(m[0]) && (before === '.' || after === '.')) continue;
      // A process id is a number of the same size as a code: a code that happens to equal the logging process's id is
      // not that code leaking.
      if (/^\d{5}$/.test(m[0]) && line.slice(0, m.index).endsWith('"pid":')) continue;
      // Nor is a port a server listens on or dials (`127.0.0.1:38869`), another number of the same size.
      if (/^\d{5}$/.test(m[0]) && /(?:\d|localhost|\]):$/.test(line.slice(0, m.index))) continue;
      leaks.push({ secret: m[0], line });
    }
    for (const s of others) if (line.includes(s)) leaks.push({ secret: s, line });
  }
  return leaks;
}

/** Shows a leak without repeating the secret in full. */
export const describeLeak = (leak: { secret: string; line: string }) =>
  `${leak.secret.slice(0, 2)}… in: ${leak.line.replaceAll(leak.secret, '«secret»').slice(0, 300)}`;
