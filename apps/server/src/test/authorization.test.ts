import * as contract from '@pishkhan/contract';
import { buildPath, type Endpoint, ERRORS, type PaymentConfig, type Product, type Service } from '@pishkhan/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from './db-snapshot.js';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshMobile,
  freshReseller,
  ledgerMismatches,
  simulateUsage,
  type TestApp,
} from './helpers.js';

/** Every `*Endpoints` object the contract exports, flattened: the list the server must match. */
const ENDPOINTS = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, unknown>)
      .filter(([, e]) => typeof e === 'object' && e !== null && 'method' in e && 'path' in e)
      .map(([name, e]) => ({ name: `${group}.${name}`, e: e as Endpoint })),
  );
const AUTH_VALUES: ReadonlyArray<Endpoint['auth']> = ['public', 'reseller', 'admin', 'any'];

const keyOf = (method: string, url: string) => `${method} ${url.replace(/:\w+/g, ':')}`;
const apiUrl = (e: Endpoint, params: Record<string, string | number> = {}) =>
  `/api${buildPath(e.path, new Proxy(params, { get: (p, k: string) => p[k] ?? 1 }))}`;
const PERSIAN = /[\u0600-\u06FF]/;

/** Routes Fastify serves that are not API calls, so they have no contract endpoint. */
const NOT_API = [
  // Swagger UI and its JSON/YAML: public by design, lists the same contract.
  (url: string) => url === '/api/docs' || url.startsWith('/api/docs/'),
  // Subscription: the unguessable token is the credential, as V2Ray clients expect (subscriptions.routes.ts); and the
  // customer page's font, public like any font.
  (url: string) => url === '/sub/:token' || /^\/sub\/_\/[\w-]+\.woff2$/.test(url),
  // The customer's page removing a device: the same token is the right to do it (decision 105).
  (url: string) => url === '/sub/:token/devices/:id/delete',
  // The built panel, when apps/web has been built.
  (url: string) => url === '/' || url === '/*',
  // Prometheus's scrape: its own bearer token (METRICS_TOKEN), 404 without one (docs/monitoring.md, decision 096).
  (url: string) => url === '/metrics',
];

/** The top-level keys of a zod object schema, through `.transform`, `.optional` and the like. */
function shapeKeys(schema: unknown): string[] {
  type Node = {
    shape?: Record<string, unknown>;
    _zod?: { def: { type: string; in?: Node; out?: Node; innerType?: Node } };
  };
  let node = schema as Node | undefined;
  while (node && !node.shape) {
    const def = node._zod?.def;
    // A preprocessed schema (a query's, decision 077) is a pipe from a transform: its shape is on the way out.
    node = def?.in?._zod?.def.type === 'transform' ? def.out : (def?.in ?? def?.innerType);
  }
  return node?.shape ? Object.keys(node.shape) : [];
}

describe('route inventory', () => {
  const routes: Array<{ method: string; url: string }> = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      seed: false,
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
      },
    });
  });
  afterAll(() => t.close());

  it('every endpoint of the contract declares who may call it', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    expect(ENDPOINTS.filter(({ e }) => !AUTH_VALUES.includes(e.auth)).map(({ name }) => name)).toEqual([]);
  });

  it('every registered route is a contract endpoint (or a listed non-API route), and every endpoint is registered', () => {
    const declared = new Set(ENDPOINTS.map(({ e }) => keyOf(e.method, `/api${e.path}`)));
    const registered = new Set(routes.map((r) => keyOf(r.method, r.url)));
    const undeclared = routes
      .filter((r) => !declared.has(keyOf(r.method, r.url)) && !NOT_API.some((allowed) => allowed(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes without a contract endpoint (and so without a declared access rule)').toEqual([]);
    const unregistered = ENDPOINTS.filter(({ e }) => !registered.has(keyOf(e.method, `/api${e.path}`))).map(
      ({ name, e }) => `${name}: ${e.method} ${e.path}`,
    );
    expect(unregistered, 'contract endpoints the server does not serve').toEqual([]);
    expect(declared.size, 'two contract endpoints share a method and path').toBe(ENDPOINTS.length);
  });
});

/** Ids that name the provider's shared catalogue, not anything a reseller owns. */
const SHARED_IDS = new Set(['package_id', 'payment_method_id']);
const ID_KEY = /(^id|_id|Id)$/;

/** Reseller endpoints that name something by id, in the path, the body or the query: each needs a cross-reseller case. */
const ID_ENDPOINTS = ENDPOINTS.filter(
  ({ e }) =>
    e.auth === 'reseller' &&
    (e.path.includes(':') ||
      [...shapeKeys(e.body), ...shapeKeys(e.query)].some((k) => ID_KEY.test(k) && !SHARED_IDS.has(k))),
).map(({ e }) => keyOf(e.method, e.path));

describe.each(DIALECTS)('authorization (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let v2ray30: number;
  let radius50: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    v2ray30 = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
    radius50 = await demoPackageId(t, 'یک ماهه ۵۰ گیگ OpenVPN');
  });
  afterAll(() => t.close());

  const call = (e: Endpoint, token?: string) =>
    t.request(e.method, apiUrl(e), { ...(token ? { token } : {}), ...(e.method !== 'GET' ? { body: {} } : {}) });

  /** Calls each endpoint and lists those that did not answer 401 with the catalogue's Persian message. */
  async function not401(endpoints: typeof ENDPOINTS, token?: string) {
    const wrong: string[] = [];
    for (const { e } of endpoints) {
      const res = await call(e, token);
      const message = (res.body as { message?: string } | undefined)?.message;
      if (res.status !== 401 || message !== ERRORS.UNAUTHORIZED.message) {
        wrong.push(`${e.method} ${e.path} answered ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    return wrong;
  }

  describe('who may call', () => {
    it('every non-public endpoint answers 401 in Persian without a token', async () => {
      const before = await snapshot(t);
      expect(await not401(ENDPOINTS.filter(({ e }) => e.auth !== 'public'))).toEqual([]);
      expect(changedTables(before, await snapshot(t))).toEqual([]);
    });

    it('a reseller is refused every admin endpoint, an admin every reseller endpoint, and nothing changes', async () => {
      const r = await freshReseller(t, 100_000, { storeenable: true, volumeservice: true });
      const before = await snapshot(t);
      expect(
        await not401(
          ENDPOINTS.filter(({ e }) => e.auth === 'admin'),
          r.token,
        ),
      ).toEqual([]);
      expect(
        await not401(
          ENDPOINTS.filter(({ e }) => e.auth === 'reseller'),
          admin,
        ),
      ).toEqual([]);
      expect(changedTables(before, await snapshot(t))).toEqual([]);
      expect(PERSIAN.test(ERRORS.UNAUTHORIZED.message)).toBe(true);
    });

    it("a reseller's API token with every scope is refused admin endpoints and those no scope names, changing nothing", async () => {
      const r = await freshReseller(t, 100_000, { storeenable: true, volumeservice: true });
      const minted = await t.request<{ token: string }>('POST', '/api/tokens', {
        token: r.token,
        body: { name: 'ربات', scopes: [...contract.API_SCOPES] },
      });
      const token = minted.body.token;
      // Its first use stamps when it was last used (decision 110); the calls below, within the minute, do not.
      expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
      const before = await snapshot(t);
      expect(
        await not401(
          ENDPOINTS.filter(({ e }) => e.auth === 'admin'),
          token,
        ),
      ).toEqual([]);
      const wrong: string[] = [];
      for (const { e } of ENDPOINTS.filter(({ e }) => (e.auth === 'reseller' || e.auth === 'any') && !e.scope)) {
        const res = await call(e, token);
        const body = res.body as { code?: string; message?: string };
        if (res.status !== 403 || body.code !== 'TOKEN_SCOPE' || !PERSIAN.test(body.message ?? '')) {
          wrong.push(`${e.method} ${e.path} answered ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(changedTables(before, await snapshot(t))).toEqual([]);
    });
  });

  describe("one reseller naming another's ids", () => {
    type Reseller = Awaited<ReturnType<typeof freshReseller>>;
    interface Case {
      method: Endpoint['method'];
      path: string;
      url: string;
      body?: Record<string, unknown>;
    }
    let a: Reseller;
    let b: Reseller;
    let cases: Case[];
    let customerId: number;

    async function ok<T>(res: Promise<{ status: number; body: T }>, what: string) {
      const r = await res;
      if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    }

    /** A reseller with the store and volume services on, some balance and a pool of GB. */
    async function capable() {
      const r = await freshReseller(t, 5_000_000, { storeenable: true, volumeservice: true });
      await ok(
        t.request('PUT', `/api/admin/users/${r.id}/pool`, {
          token: admin,
          body: { traffic_total: 100, days: 30 },
        }),
        'pool',
      );
      return r;
    }

    beforeAll(async () => {
      a = await capable();
      b = await capable();
      await ok(
        t.request('POST', '/api/admin/ovpn/files', {
          token: admin,
          body: { name: 'authz.ovpn', content: 'client\nauth-user-pass\n' },
        }),
        'ovpn file',
      );
      const buy = (body: Record<string, unknown>) =>
        ok(t.request<Service[]>('POST', '/api/services', { token: a.token, body }), 'purchase');
      const [used] = await buy({ package_id: v2ray30, mobile: freshMobile(), name: 'مشتری الف' });
      if (!used) throw new Error('no service');
      customerId = used.userservice.user.id ?? 0;
      const [unused] = await buy({ package_id: v2ray30, user_id: customerId });
      const [radius] = await buy({ package_id: radius50, user_id: customerId });
      await buy({ package_id: v2ray30, batch: true, count: 2 });
      if (!unused || !radius) throw new Error('no service');
      // 90% used, so the owner may buy extra GB for it.
      await simulateUsage(t, used.id, { startedDaysAgo: 5, usedGb: 27 });
      const groups = await ok(
        t.request<{ data: Array<{ id: number }> }>('GET', '/api/services/servicegroups', { token: a.token }),
        'groups',
      );
      const groupId = groups.data[0]?.id ?? 0;

      const methods = await ok(
        t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', { token: a.token }),
        'methods',
      );
      const card = await ok(
        t.request<PaymentConfig>('POST', '/api/paymentmethods', {
          token: a.token,
          body: {
            payment_method_id: methods.find((m) => m.code === 'card')?.id,
            order: 1,
            changepercent: 100,
            items: [
              { name: 'card_number', value: '6037997512345678' },
              { name: 'holder_name', value: 'رضا رضایی' },
            ],
          },
        }),
        'card method',
      );
      const spare = await ok(
        t.request<PaymentConfig>('POST', '/api/paymentmethods', {
          token: a.token,
          body: {
            payment_method_id: methods.find((m) => m.code === 'zarinpal')?.id,
            active: false,
            order: 2,
            changepercent: 100,
            items: [],
          },
        }),
        'spare method',
      );
      const product = await ok(
        t.request<Product>('POST', '/api/products', {
          token: a.token,
          body: { name: 'اشتراک', price: 200_000, package_id: v2ray30 },
        }),
        'product',
      );
      const productToken = product.link.split('/buy/')[1] ?? '';
      const cardOrder = async (contact: string) => {
        const started = await ok(
          t.request<{ order: string }>('POST', `/api/shop/p/${productToken}`, {
            body: { contact, method_id: card.id },
          }),
          'checkout',
        );
        await ok(
          t.request('POST', `/api/shop/orders/${started.order}/card`, { body: { reference: '123456' } }),
          'reference',
        );
      };
      await cardOrder('09121112233');
      await cardOrder('09121112244');
      const orders = await ok(
        t.request<{ data: Array<{ id: number }> }>('GET', '/api/shop/myorders', { token: a.token }),
        'orders',
      );
      const [order1, order2] = orders.data.map((o) => o.id);

      const device = await t.db
        .insertInto('service_devices')
        .values({
          service_id: used.id,
          hwid: 'authz-device-1',
          os: 'Android',
          os_version: '14',
          model: 'Pixel',
          user_agent: 'Happ/1.9.1',
          first_seen: t.clock.now().toISOString(),
          last_seen: t.clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const s = (path: string, body: Record<string, unknown>): Case => ({
        method: 'POST',
        path,
        url: `/api${path}`,
        body,
      });
      const apiTokenId = (
        await t.request<{ api_token: { id: number } }>('POST', '/api/tokens', {
          token: a.token,
          body: { name: 'ربات', scopes: ['services:read'] },
        })
      ).body.api_token.id;
      // A public address as an IP literal passes the webhook guard without DNS; nothing is sent (no worker here).
      const webhookId = (
        await t.request<{ id: number }>('POST', '/api/webhooks', {
          token: a.token,
          body: { url: 'https://93.184.216.34/hook', events: ['balance.low'] },
        })
      ).body.id;
      const deliveryId = (
        await t.request<{ id: number }>('POST', `/api/webhooks/${webhookId}/test`, { token: a.token })
      ).body.id;
      cases = [
        { method: 'GET', path: '/packages/mypackages', url: `/api/packages/mypackages?service_id=${used.id}` },
        s('/services', { package_id: v2ray30, user_id: customerId }),
        s('/services/trafficservice', { traffic: 1, day: 30, user_id: customerId }),
        { method: 'GET', path: '/services/downloadlist/:id', url: `/api/services/downloadlist/${groupId}` },
        { method: 'GET', path: '/services/servicegroups/:id', url: `/api/services/servicegroups/${groupId}` },
        s('/services/note', { service_id: used.id, note: 'دزد' }),
        s('/services/auto-renew', { service_id: used.id, enabled: true }),
        s('/services/getprice', { service_id: used.id }),
        // Both end today, before the current expiry: GB only, no days bought (decision 098).
        s('/services/trafficcharge', {
          service_id: used.id,
          traffic: 1,
          expired: contract.toJalaliDate(t.clock.now()),
        }),
        s('/services/trafficextend', {
          service_id: used.id,
          traffic: 0.5,
          expired: contract.toJalaliDate(t.clock.now()),
        }),
        s('/services/charge', { service_id: used.id, package_id: v2ray30 }),
        s('/services/changestatus', { service_id: used.id, banned: true }),
        s('/services/changepaid', { service_id: used.id, paid: true }),
        s('/services/changeuser', { serviceId: used.id, name: 'دزد', mobile: freshMobile() }),
        {
          method: 'GET',
          path: '/ovpn/download',
          url: `/api/ovpn/download?user=${radius.email}&pass=${encodeURIComponent(radius.password)}&file=authz.ovpn`,
        },
        s('/services/resetpass', { service_id: radius.id }),
        s('/services/resetlink', { service_id: used.id }),
        s('/services/getuserstat', { service_id: used.id }),
        s('/services/getip', { service_id: used.id }),
        // A device its subscription kept (decision 105), listed and removed only by the owner; limits likewise.
        { method: 'GET', path: '/services/:id/devices', url: `/api/services/${used.id}/devices` },
        {
          method: 'DELETE',
          path: '/services/:id/devices/:deviceId',
          url: `/api/services/${used.id}/devices/${device.id}`,
        },
        s('/services/limits', { service_id: used.id, device_limit: 0, simultaneous_limit: 0 }),
        {
          method: 'PUT',
          path: '/products/:id',
          url: `/api/products/${product.id}`,
          body: { name: 'دزدیده', price: 1_000, package_id: v2ray30 },
        },
        {
          method: 'PUT',
          path: '/paymentmethods/:id',
          url: `/api/paymentmethods/${card.id}`,
          body: {
            payment_method_id: card.payment_method_id,
            order: 1,
            changepercent: 1,
            items: [
              { name: 'card_number', value: '6037990000000000' },
              { name: 'holder_name', value: 'دزد' },
            ],
          },
        },
        { method: 'POST', path: '/shop/orders/:id/confirm', url: `/api/shop/orders/${order1}/confirm` },
        { method: 'POST', path: '/shop/orders/:id/reject', url: `/api/shop/orders/${order2}/reject` },
        {
          method: 'PUT',
          path: '/webhooks/:id',
          url: `/api/webhooks/${webhookId}`,
          body: { events: ['balance.low', 'service.created'] },
        },
        { method: 'GET', path: '/webhooks/:id/deliveries', url: `/api/webhooks/${webhookId}/deliveries` },
        {
          method: 'POST',
          path: '/webhooks/deliveries/:id/resend',
          url: `/api/webhooks/deliveries/${deliveryId}/resend`,
        },
        { method: 'POST', path: '/webhooks/:id/test', url: `/api/webhooks/${webhookId}/test` },
        { method: 'DELETE', path: '/webhooks/:id', url: `/api/webhooks/${webhookId}` },
        { method: 'DELETE', path: '/products/:id', url: `/api/products/${product.id}` },
        { method: 'DELETE', path: '/paymentmethods/:id', url: `/api/paymentmethods/${spare.id}` },
        { method: 'DELETE', path: '/services/:id', url: `/api/services/${unused.id}` },
        { method: 'DELETE', path: '/tokens/:id', url: `/api/tokens/${apiTokenId}` },
      ];
    });

    it('covers every reseller endpoint that takes an id', () => {
      // GET /services (and its export) takes a customer id as a filter: it answers the caller's matching services
      // (the test below).
      const covered = new Set([
        ...cases.map((c) => keyOf(c.method, c.path)),
        keyOf('GET', '/services'),
        keyOf('GET', '/services/export'),
      ]);
      expect(ID_ENDPOINTS.filter((k) => !covered.has(k))).toEqual([]);
    });

    it("answers 404 in Persian and changes nothing; the owner's own call goes through", async () => {
      const wrong: string[] = [];
      for (const c of cases) {
        const before = await snapshot(t);
        const res = await t.request(c.method, c.url, { token: b.token, ...(c.body ? { body: c.body } : {}) });
        const message = (res.body as { message?: string }).message ?? '';
        const changed = changedTables(before, await snapshot(t));
        if (res.status !== 404 || !PERSIAN.test(message) || changed.length > 0) {
          wrong.push(
            `${c.method} ${c.path} answered ${res.status} ${message}; changed: ${changed.join(', ') || 'nothing'}`,
          );
        }
      }
      expect(wrong).toEqual([]);
      expect(await ledgerMismatches(t)).toEqual([]);

      const refused: string[] = [];
      for (const c of cases) {
        const res = await t.request(c.method, c.url, { token: a.token, ...(c.body ? { body: c.body } : {}) });
        if (res.status !== 200)
          refused.push(`${c.method} ${c.path} answered ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(refused, "the owner's own calls (so the 404s above were about ownership)").toEqual([]);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it("filters the service list by another reseller's customer to nothing", async () => {
      const res = await t.request<{ data: unknown[] }>('GET', `/api/services?user_id=${customerId}`, {
        token: b.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      const exported = await t.request<{ data: unknown[] }>('GET', `/api/services/export?user_id=${customerId}`, {
        token: b.token,
      });
      expect(exported.body.data).toEqual([]);
    });
  });

  describe('extra body fields', () => {
    type Reseller = Awaited<ReturnType<typeof freshReseller>>;
    interface Case {
      e: Endpoint;
      /** What the reseller needs before the call (a service, a product, a pool); answers the call's path params. */
      setup?: (r: Reseller) => Promise<Record<string, number>>;
      body: (ctx: Record<string, number>) => Record<string, unknown>;
      /** The balance change the catalogue sets, when the call moves money. */
      charge?: number;
    }
    const s = contract.serviceEndpoints;
    const st = contract.storeEndpoints;
    const p = contract.profileEndpoints;
    const v = contract.volumeEndpoints;
    let victim: Reseller;
    let serials: string[];
    let trafficPackageId: number;
    let cardMethod: number;

    /** Fields a reseller must never set, each named only where the endpoint does not take it. */
    const extrasFor = (e: Endpoint) => {
      const taken = new Set(shapeKeys(e.body));
      const extras: Record<string, unknown> = {
        balance: 1_000_000_000,
        type: 'ADMIN',
        price: 1,
        discount: 1,
        referralreward: 100,
        storeenable: false,
        volumeservice: false,
        active: false,
        owner_id: victim.id,
        user_id: victim.id,
        paygroup_id: 1,
        traffic_total: 1_000,
        cost: 0,
        amount: 1_000_000_000,
      };
      return Object.fromEntries(Object.entries(extras).filter(([k]) => !taken.has(k)));
    };

    const buy = async (r: Reseller) => {
      const res = await t.request<Service[]>('POST', '/api/services', {
        token: r.token,
        body: { package_id: v2ray30, servicewithoutphone: true },
      });
      return { service: res.body[0]?.id ?? 0 };
    };
    const pool = async (r: Reseller) => {
      await t.request('PUT', `/api/admin/users/${r.id}/pool`, { token: admin, body: { traffic_total: 50, days: 30 } });
      return {};
    };
    const productBody = { name: 'اشتراک', price: 200_000, package_id: 0 };
    const cardBody = () => ({
      payment_method_id: cardMethod,
      order: 1,
      changepercent: 100,
      items: [
        { name: 'card_number', value: '6037997512345678' },
        { name: 'holder_name', value: 'رضا رضایی' },
      ],
    });

    const cases: Case[] = [
      {
        e: s.purchase,
        body: () => ({ package_id: v2ray30, mobile: freshMobile(), name: 'مشتری' }),
        charge: -150_000,
      },
      { e: s.renew, setup: buy, body: (c) => ({ service_id: c.service, package_id: v2ray30 }), charge: -150_000 },
      { e: s.trafficService, setup: pool, body: () => ({ traffic: 2, day: 30, servicewithoutphone: true }), charge: 0 },
      { e: v.buyPackage, body: () => ({ package_id: trafficPackageId }), charge: -300_000 },
      { e: v.extend, setup: pool, body: () => ({ traffic: 3 }), charge: -30_000 },
      { e: contract.giftCardEndpoints.use, body: () => ({ serial: serials.pop() }), charge: 70_000 },
      { e: p.setSupport, body: () => ({ store: 'فروشگاه من', servicename: 'سرویس من' }), charge: 0 },
      { e: p.setRemarks, body: () => ({ remarks: 'MyVPN' }), charge: 0 },
      { e: st.createProduct, body: () => ({ ...productBody, package_id: v2ray30 }), charge: 0 },
      {
        e: st.updateProduct,
        setup: async (r) => {
          const res = await t.request<Product>('POST', '/api/products', {
            token: r.token,
            body: { ...productBody, package_id: v2ray30 },
          });
          return { id: res.body.id };
        },
        body: () => ({ ...productBody, name: 'اشتراک تازه', package_id: v2ray30 }),
        charge: 0,
      },
      { e: st.createMethod, body: cardBody, charge: 0 },
      {
        e: st.updateMethod,
        setup: async (r) => {
          const res = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
            token: r.token,
            body: cardBody(),
          });
          return { id: res.body.id };
        },
        body: () => ({ ...cardBody(), changepercent: 105 }),
        charge: 0,
      },
    ];

    beforeAll(async () => {
      victim = await freshReseller(t, 0, { storeenable: true });
      const cards = await t.request<Array<{ serial: string }>>('POST', '/api/admin/giftcards', {
        token: admin,
        body: { amount: 70_000, count: 3 * cases.length, label: 'آزمون' },
      });
      serials = cards.body.map((c) => c.serial);
      const pkg = await t.request<{ id: number }>('POST', '/api/admin/trafficpackages', {
        token: admin,
        body: { name: 'حجمی ۱۰۰', price: 300_000, transferlimit: 100, days: 30 },
      });
      trafficPackageId = pkg.body.id;
      await t.request('PUT', '/api/admin/settings/trafficgbprice', { token: admin, body: { price: 10_000 } });
      const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
        token: victim.token,
      });
      cardMethod = methods.body.find((m) => m.code === 'card')?.id ?? 0;
    });

    /** What a call did to its caller's own row: numbers as deltas, the rest as the new value when it changed. */
    const USER_COLUMNS = [
      'type',
      'active',
      'owner_id',
      'referrer_id',
      'discount',
      'volumeservice',
      'storeenable',
      'referralreward',
      'paygroup_id',
      'balance',
      'traffic_used',
      'traffic_total',
    ] as const;
    const userRow = (id: number) =>
      t.db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    async function outcome(c: Case, r: Reseller, extra: Record<string, unknown>) {
      const ctx = c.setup ? await c.setup(r) : {};
      const before = await userRow(r.id);
      const res = await t.request(c.e.method, apiUrl(c.e, ctx), { token: r.token, body: { ...c.body(ctx), ...extra } });
      const after = await userRow(r.id);
      const changes = Object.fromEntries(
        USER_COLUMNS.map((k) => [
          k,
          typeof before[k] === 'number'
            ? Number(after[k]) - Number(before[k])
            : after[k] === before[k]
              ? '='
              : after[k],
        ]),
      );
      return { status: res.status, changes };
    }
    const reseller = () => freshReseller(t, 1_000_000, { storeenable: true, volumeservice: true });

    it('change nothing: the same answer and the same change to the caller as without them, at the catalogue price', async () => {
      const wrong: string[] = [];
      for (const c of cases) {
        const plain = await outcome(c, await reseller(), {});
        const extra = await outcome(c, await reseller(), extrasFor(c.e));
        const route = `${c.e.method} ${c.e.path}`;
        if (plain.status !== 200) wrong.push(`${route} without extras answered ${plain.status}`);
        if (JSON.stringify(extra) !== JSON.stringify(plain)) {
          wrong.push(`${route}: with extras ${JSON.stringify(extra)}, without ${JSON.stringify(plain)}`);
        }
        if (extra.changes.balance !== c.charge) wrong.push(`${route} moved ${extra.changes.balance}, not ${c.charge}`);
      }
      expect(wrong).toEqual([]);
      expect(await userRow(victim.id)).toMatchObject({ balance: 0, traffic_total: 0 });
      const owned = async (table: 'store_products' | 'store_payment_configs') =>
        (await t.db.selectFrom(table).select('id').where('user_id', '=', victim.id).execute()).length;
      expect(await owned('store_products')).toBe(0);
      expect(await owned('store_payment_configs')).toBe(0);
      expect(await t.db.selectFrom('services').select('id').where('owner_id', '=', victim.id).execute()).toEqual([]);
      expect(await ledgerMismatches(t)).toEqual([]);
    });

    it('__proto__ and constructor.prototype keys are refused in Persian, change nothing and pollute nothing', async () => {
      const wrong: string[] = [];
      for (const c of cases) {
        const r = await reseller();
        const ctx = c.setup ? await c.setup(r) : {};
        const valid = JSON.stringify(c.body(ctx)).slice(0, -1);
        for (const poison of [
          '"__proto__":{"isAdmin":true,"balance":1,"type":"ADMIN"}',
          '"constructor":{"prototype":{"isAdmin":true}}',
        ]) {
          const raw = `${valid},${poison}}`;
          // Valid JSON with the key as its own property, so a 400 is about the key, not the syntax.
          expect(Object.hasOwn(JSON.parse(raw), poison.slice(1, poison.indexOf('"', 1)))).toBe(true);
          const before = await snapshot(t);
          const res = await t.request(c.e.method, apiUrl(c.e, ctx), {
            token: r.token,
            body: raw,
            headers: { 'content-type': 'application/json' },
          });
          const message = (res.body as { message?: string }).message ?? '';
          const changed = changedTables(before, await snapshot(t));
          if (res.status !== 400 || !PERSIAN.test(message) || changed.length > 0) {
            wrong.push(
              `${c.e.method} ${c.e.path} with ${poison.slice(1, 10)} answered ${res.status}; changed: ${changed}`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(Object.keys(Object.prototype)).toEqual([]);
    });

    it('registration takes no role, balance or discount from the body', async () => {
      const register = async (extra: Record<string, unknown>) => {
        const mobile = freshMobile();
        const code = DEMO_LOGINS.fullReseller.code;
        await t.request('POST', '/api/auth/sendregistertoken', { body: { mobile, code } });
        const token = t.codeIn(await t.lastSms(mobile));
        const res = await t.request('POST', '/api/auth/register', {
          body: { mobile, password: 'secret-pass-1', code, token, ...extra },
        });
        const row = await t.db.selectFrom('users').select(USER_COLUMNS).where('mobile', '=', mobile).executeTakeFirst();
        return { status: res.status, row };
      };
      const plain = await register({});
      expect(plain.status).toBe(200);
      expect(await register(extrasFor(contract.authEndpoints.register))).toEqual(plain);
    });
  });
});
