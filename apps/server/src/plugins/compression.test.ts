import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOne, createTestApp, DIALECTS, demoPackageId, freshReseller, type TestApp } from '../test/helpers.js';

const BROWSER = 'gzip, deflate, br, zstd';

// Answers of 1 KB or more go compressed to a client that accepts it (decision 062).
describe.each(DIALECTS)('answers compressed on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const reseller = await freshReseller(t, 2_000_000);
    token = reseller.token;
    for (let i = 0; i < 4; i++) await buyOne(t, token, 'یک ماهه ۳۰ گیگ');
  });
  afterAll(() => t.close());

  const page = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a page of services as Brotli to a browser, the same JSON in a fraction of the bytes', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await page(BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip, and nothing compressed to one that accepts neither', async () => {
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual((await page()).json());
    const identity = await page('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual((await page()).json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.json()).toMatchObject({ mobile: expect.any(String) });
  });

  it('does not inflate a compressed request body: refused, and nothing bought', async () => {
    const count = async () => ((await page()).json() as { data: unknown[] }).data.length;
    expect(await count()).toBe(4);
    const body = zlib.gzipSync(
      JSON.stringify({ package_id: await demoPackageId(t, 'یک ماهه ۳۰ گیگ'), servicewithoutphone: true }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(await count()).toBe(4);
  });
});
