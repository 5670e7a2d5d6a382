import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOne, createTestApp, DIALECTS, freshReseller, type TestApp } from '../test/helpers.js';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';" +
  "connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

/** The headers every answer carries, with their exact values (decision 078). */
const ON_EVERY_ANSWER = {
  'content-security-policy': CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** A built panel as the build leaves it: the page, and a hashed script with its compressed copies (decision 062). */
function webDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pishkhan-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', '<!doctype html><html dir="rtl"><title>پیشخوان</title></html>'],
    ['assets/index-a1b2c3.js', 'export const screen = "داشبورد";'],
  ] as const) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
  return dir;
}

// Decision 078: clickjacking, no CSP, no nosniff, referrer, permissions, HSTS or no-store.
describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let t: TestApp;
  let behindTls: TestApp;
  let listedProxy: TestApp;
  let unlistedPeer: TestApp;
  let token: string;
  let subscription: string;
  const dist = webDist();
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WEB_DIST: dist } });
    const behind = (TRUST_PROXY: string) =>
      createTestApp(dialect, { env: { WEB_DIST: dist, TRUST_PROXY }, databaseEnv: t.databaseEnv, seed: false });
    behindTls = await behind('1');
    // `inject` comes from 127.0.0.1: a listed proxy in the one, an unlisted peer in the other (decision 093).
    listedProxy = await behind('127.0.0.0/8, ::1');
    unlistedPeer = await behind('10.0.0.9');
    const reseller = await freshReseller(t, 2_000_000);
    token = reseller.token;
    subscription = new URL((await buyOne(t, token, 'یک ماهه ۳۰ گیگ')).subscription_url).pathname;
  });
  afterAll(async () => {
    await behindTls?.close();
    await listedProxy?.close();
    await unlistedPeer?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });

  it('the panel page, a panel route, a hashed script, an API answer, a subscription and a 404 carry every header', async () => {
    const answers = {
      page: await get(t, '/'),
      route: await get(t, '/services'),
      asset: await get(t, '/assets/index-a1b2c3.js', { 'accept-encoding': 'br' }),
      api: await get(t, '/api/auth/me', { authorization: `Bearer ${token}` }),
      publicApi: await get(t, '/api/settings/maintenance'),
      subscription: await get(t, subscription),
      missing: await get(t, '/api/no-such-thing'),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(name === 'missing' ? 404 : 200);
      for (const [header, value] of Object.entries(ON_EVERY_ANSWER)) expect(res.headers[header], name).toBe(value);
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('API and subscription answers are never stored; the page revalidates and hashed files keep their year', async () => {
    expect((await get(t, '/api/auth/me', { authorization: `Bearer ${token}` })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await get(t, '/api/settings/maintenance')).headers['cache-control']).toBe('no-store');
    expect((await get(t, '/api/no-such-thing')).headers['cache-control']).toBe('no-store');
    expect((await get(t, subscription)).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: '09121111111', token: 'pishkhan-demo', loginWithPassword: true },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get(t, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(t, '/services')).headers['cache-control']).toBe('no-cache');
    expect((await get(t, '/assets/index-a1b2c3.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('HSTS only when a trusted proxy says the request came over TLS, never on plain http', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/settings/maintenance', '/assets/index-a1b2c3.js']) {
      expect((await get(behindTls, url, https)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect((await get(behindTls, url, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBe(
        undefined,
      );
      expect((await get(behindTls, url)).headers['strict-transport-security']).toBeUndefined();
      expect((await get(listedProxy, url, https)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      // Without TRUST_PROXY, or from a peer that is not a listed proxy, the header is the client's own word: no HSTS.
      expect((await get(t, url, https)).headers['strict-transport-security']).toBeUndefined();
      expect((await get(unlistedPeer, url, https)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the API docs are served under the same policy', async () => {
    const docs = await get(t, '/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(CSP);
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});
