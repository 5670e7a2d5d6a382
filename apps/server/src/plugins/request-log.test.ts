import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { capabilityPaths, loggedUrl } from './request-log.js';

/**
 * Decision 079: a token in an address is a capability (a customer's subscription, a delivered order's
 * credentials). Every registered route with a path param other than `:id` must leave it out of the request log.
 */
describe('the request log keeps no capability token', () => {
  const routes: Array<{ method: string; url: string }> = [];
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: false,
      logStream: { write: (line) => void lines.push(line) },
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
      },
    });
  });
  afterAll(() => t.close());

  it('every registered route with a token-like path param logs its address with the token masked', async () => {
    const withTokens = routes.filter((r) => [...r.url.matchAll(/:(\w+)/g)].some(([, name]) => name !== 'id'));
    expect(withTokens.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      expect.arrayContaining([
        'GET /sub/:token',
        'GET /api/shop/orders/:token',
        'GET /api/shop/orders/:token/ovpn',
        'POST /api/shop/orders/:token/card',
        'GET /api/shop/p/:token',
      ]),
    );
    for (const route of withTokens) {
      const value = randomBytes(18).toString('base64url');
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '7' : value));
      const from = lines.length;
      await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      const logged = lines.slice(from).filter((l) => l.includes('"req":'));
      expect(logged.length, `${route.method} ${route.url} wrote its request line`).toBeGreaterThan(0);
      expect(
        logged.filter((l) => l.includes(value)),
        `${route.method} ${route.url} logged its token`,
      ).toEqual([]);
    }
  });

  it('the panel pages a store links to, and addresses under a capability that match no route, are masked too', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2';
    expect(loggedUrl(`/order/${token}`)).toBe('/order/***');
    expect(loggedUrl(`/buy/${token}?ref=1`)).toBe('/buy/***?ref=1');
    expect(loggedUrl(`/api/shop/orders/${token}/ovpn?file=a.ovpn`)).toBe('/api/shop/orders/***/ovpn?file=a.ovpn');
    expect(loggedUrl(`/api/shop/orders/${token}/no-such-thing`)).toBe('/api/shop/orders/***/no-such-thing');
    expect(loggedUrl(`/api/shop/zarinpal/callback?order=${token}&Status=OK`)).toBe(
      '/api/shop/zarinpal/callback?order=***&Status=OK',
    );
    expect(loggedUrl(`/login?token=${token}`)).toBe('/login?token=***');
  });

  it('ids and plain addresses stay readable', () => {
    expect(loggedUrl('/api/admin/users/12/login-link')).toBe('/api/admin/users/12/login-link');
    expect(loggedUrl('/api/shop/orders/12/confirm')).toBe('/api/shop/orders/12/confirm');
    expect(loggedUrl('/api/services?page=2&search=ali')).toBe('/api/services?page=2&search=ali');
    expect(loggedUrl('/assets/index-a1b2c3.js')).toBe('/assets/index-a1b2c3.js');
    expect(capabilityPaths()).not.toContain('/api/admin/users/:id/login-link');
  });
});
