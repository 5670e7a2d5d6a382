import { lookup as systemDnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Socket } from 'node:net';
import type { CreatedWebhook, Notification, Webhook, WebhookDelivery } from '@pishkhan/contract';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBody, startFakeServer } from '../../test/fakes/fake-server.js';
import { createTestApp, DIALECTS, freshReseller, type TestApp } from '../../test/helpers.js';
import type { NewEvent } from '../events/events.service.js';
import { signature } from './webhook-delivery.service.js';
import type { HostLookup } from './webhook-destination.js';

const RETRY_BASE_MS = 60_000;
const PAUSE_AFTER = 3;
const PRIVATE = 'شبکه‌ی خصوصی';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A reseller's receiving end: records each request and answers what the test queued for its path (200 by default). */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = await startFakeServer(async (req, res) => {
    const path = req.url ?? '/';
    received.push({ path, headers: req.headers, body: await readBody(req) });
    const status = answers.get(path)?.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(status < 300 ? 'ok' : `failed with ${status}`);
  });
  return {
    ...server,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
  };
}

/** A resolver that answers the addresses queued for a name, in turn (the last one stays), and asks the system otherwise. */
function fakeResolver() {
  const names = new Map<string, string[]>();
  const lookup: HostLookup = async (host) => {
    const queue = names.get(host);
    if (!queue) return systemDnsLookup(host, { all: true, verbatim: true });
    const address = (queue.length > 1 ? queue.shift() : queue[0]) as string;
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { lookup, answer: (host: string, ...addresses: string[]) => names.set(host, addresses) };
}

const emit = (t: TestApp, events: NewEvent[]) =>
  t.app.services.withTransaction((trx) => t.app.services.events.emit(trx, events));
const balanceLow = (userId: number, balance = 1000): NewEvent => ({
  type: 'balance.low',
  userId,
  data: { balance, threshold: 50_000 },
});
const topUp = (userId: number): NewEvent => ({
  type: 'topup.credited',
  userId,
  data: { amount: 100_000, balance: 150_000, method: 'giftcard' },
});

describe.each(DIALECTS)('webhooks (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const dns = fakeResolver();
  const others: TestApp[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(dialect, {
      lookup: dns.lookup,
      env: {
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
        WEBHOOK_PAUSE_AFTER: String(PAUSE_AFTER),
      },
    });
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function endpointFor(token: string, path: string, events: string[] = ['balance.low', 'topup.credited']) {
    const res = await t.request<CreatedWebhook>('POST', '/api/webhooks', {
      token,
      body: { url: `${receiver.url}${path}`, events },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  const deliveries = async (token: string, id: number) =>
    (await t.request<{ data: WebhookDelivery[] }>('GET', `/api/webhooks/${id}/deliveries`, { token })).body.data;
  const deliver = (app: TestApp = t) => app.app.services.webhookDelivery.deliverDue();

  it('answers the whsec_ secret once, and lists the endpoint without it', async () => {
    const r = await freshReseller(t, 0);
    const created = await endpointFor(r.token, '/once', ['service.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({ status: 'active', failures: 0, events: ['service.created'] });
    const list = await t.request<Webhook[]>('GET', '/api/webhooks', { token: r.token });
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, url: `${receiver.url}/once` })]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(6));
  });

  it('refuses in Persian: an address that is not http(s), too long, no events, an unknown event, an 11th endpoint', async () => {
    const r = await freshReseller(t, 0);
    const post = (body: unknown) => t.request<{ errors: string[] }>('POST', '/api/webhooks', { token: r.token, body });
    const cases = [
      { url: 'ftp://example.com/hook', events: ['balance.low'] },
      { url: `https://example.com/${'a'.repeat(2000)}`, events: ['balance.low'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['service.exploded'] },
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.errors.join(' ')).toMatch(/[\u0600-\u06ff]/);
    }
    for (let i = 0; i < 10; i++) await endpointFor(r.token, `/many-${i}`);
    const eleventh = await post({ url: `${receiver.url}/many-10`, events: ['balance.low'] });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors).toEqual(['حداکثر ۱۰ وب‌هوک مجاز است']);
  });

  it('delivers an emitted event signed by Standard Webhooks, with the payload {type, timestamp, data}', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/signed');
    await emit(t, [balanceLow(r.id, 1234)]);
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const [got] = receiver.at('/signed');
    expect(got).toBeDefined();
    const { headers, body } = got as Received;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toMatch(/Pishkhan/);
    expect(headers['webhook-id']).toMatch(/^msg_/);
    // The convention's reference library accepts it.
    const verified = new StandardWebhook(hook.secret).verify(body, headers as Record<string, string>);
    expect(verified).toEqual({
      type: 'balance.low',
      timestamp: expect.any(String),
      data: { balance: 1234, threshold: 50_000 },
    });
    const [row] = await deliveries(r.token, hook.id);
    expect(row).toMatchObject({
      msg_id: headers['webhook-id'],
      event_type: 'balance.low',
      status: 'delivered',
      attempts: 1,
      response_status: 200,
      response_body: 'ok',
      next_attempt_at: null,
    });
  });

  it('retries a 500 after WEBHOOK_RETRY_BASE_MS with the same webhook-id and a new timestamp and signature', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/retry');
    receiver.answer('/retry', 500, 200);
    await emit(t, [balanceLow(r.id)]);
    await deliver();
    expect(receiver.at('/retry')).toHaveLength(1);
    let [row] = await deliveries(r.token, hook.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
      response_body: 'failed with 500',
    });
    expect(Date.parse(row?.next_attempt_at ?? '') - t.clock.now().getTime()).toBeGreaterThan(RETRY_BASE_MS - 5000);

    // Not before the wait is over.
    t.clock.advance(RETRY_BASE_MS / 1000 - 5);
    await deliver();
    expect(receiver.at('/retry')).toHaveLength(1);
    t.clock.advance(5);
    await deliver();
    const [first, second] = receiver.at('/retry') as [Received, Received];
    expect(second).toBeDefined();
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThan(Number(first.headers['webhook-timestamp']));
    expect(second.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
    expect(second.headers['webhook-signature']).toBe(
      signature(
        hook.secret,
        String(second.headers['webhook-id']),
        Number(second.headers['webhook-timestamp']),
        second.body,
      ),
    );
    [row] = await deliveries(r.token, hook.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200 });
  });

  it('the wait doubles after each failure', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/doubling');
    receiver.answer('/doubling', 500, 500, 200);
    await emit(t, [balanceLow(r.id)]);
    await deliver();
    t.clock.advance(RETRY_BASE_MS / 1000);
    await deliver();
    expect(receiver.at('/doubling')).toHaveLength(2);
    // The third attempt waits twice the base.
    t.clock.advance(RETRY_BASE_MS / 1000);
    await deliver();
    expect(receiver.at('/doubling')).toHaveLength(2);
    t.clock.advance(RETRY_BASE_MS / 1000);
    await deliver();
    expect(receiver.at('/doubling')).toHaveLength(3);
    expect((await deliveries(r.token, hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('a pending delivery survives a restart and goes with the same id from the new process', async () => {
    const r = await freshReseller(t, 0);
    await endpointFor(r.token, '/restart');
    receiver.answer('/restart', 500);
    const before = await createTestApp(dialect, {
      databaseEnv: t.databaseEnv,
      seed: false,
      env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS) },
    });
    await emit(before, [balanceLow(r.id)]);
    await deliver(before);
    expect(receiver.at('/restart')).toHaveLength(1);
    await before.close();

    const after = await createTestApp(dialect, {
      databaseEnv: t.databaseEnv,
      seed: false,
      env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
      clockOffsetMs: t.clock.offsetMs + RETRY_BASE_MS,
    });
    others.push(after);
    await deliver(after);
    const [first, second] = receiver.at('/restart') as [Received, Received];
    expect(second).toBeDefined();
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
  });

  it('two instances delivering at once send each delivery once', async () => {
    const r = await freshReseller(t, 0);
    await endpointFor(r.token, '/twice');
    const second = await createTestApp(dialect, {
      databaseEnv: t.databaseEnv,
      seed: false,
      env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
      clockOffsetMs: t.clock.offsetMs,
    });
    others.push(second);
    await emit(
      t,
      Array.from({ length: 8 }, (_, i) => balanceLow(r.id, i)),
    );
    await Promise.all([deliver(t), deliver(second), deliver(t), deliver(second)]);
    const ids = receiver.at('/twice').map((got) => got.headers['webhook-id']);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });

  it('sends only the subscribed events, and never one reseller’s events to another', async () => {
    const a = await freshReseller(t, 0);
    const b = await freshReseller(t, 0);
    await endpointFor(a.token, '/only-topups', ['topup.credited']);
    await endpointFor(b.token, '/other-reseller', ['balance.low', 'topup.credited']);
    await emit(t, [balanceLow(a.id), topUp(a.id)]);
    await deliver();
    expect(receiver.at('/only-topups').map((got) => JSON.parse(got.body).type)).toEqual(['topup.credited']);
    expect(receiver.at('/other-reseller')).toEqual([]);
  });

  it('pauses an endpoint after a run of failures and tells the reseller; resuming sends what waited', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/pause');
    receiver.answer('/pause', ...Array(PAUSE_AFTER).fill(500));
    await emit(
      t,
      Array.from({ length: PAUSE_AFTER }, () => balanceLow(r.id)),
    );
    await deliver();
    expect(receiver.at('/pause')).toHaveLength(PAUSE_AFTER);
    const [listed] = (await t.request<Webhook[]>('GET', '/api/webhooks', { token: r.token })).body;
    expect(listed).toMatchObject({ status: 'paused', failures: PAUSE_AFTER });
    const told = await t.request<Notification[]>('GET', '/api/notifications/my', { token: r.token });
    const notice = told.body.find((n) => n.title === 'وب‌هوک متوقف شد');
    expect(notice?.body).toContain(`${receiver.url}/pause`);

    // Paused: new events wait, nothing goes even when due.
    await emit(t, [topUp(r.id)]);
    t.clock.advance(3600);
    await deliver();
    expect(receiver.at('/pause')).toHaveLength(PAUSE_AFTER);
    const resent = await t.request(
      'POST',
      `/api/webhooks/deliveries/${(await deliveries(r.token, hook.id))[0]?.id}/resend`,
      {
        token: r.token,
      },
    );
    expect(resent.status).toBe(422);

    const resumed = await t.request<Webhook>('PUT', `/api/webhooks/${hook.id}`, {
      token: r.token,
      body: { status: 'active' },
    });
    expect(resumed.body).toMatchObject({ status: 'active', failures: 0 });
    await deliver();
    expect(receiver.at('/pause')).toHaveLength(PAUSE_AFTER * 2 + 1);
    const rows = await deliveries(r.token, hook.id);
    expect(rows.map((d) => d.status)).toEqual(Array(PAUSE_AFTER + 1).fill('delivered'));
  });

  it('resends a delivered one with the same webhook-id, and sends a test event', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/resend');
    await emit(t, [balanceLow(r.id)]);
    await deliver();
    const [row] = await deliveries(r.token, hook.id);
    const resent = await t.request<WebhookDelivery>('POST', `/api/webhooks/deliveries/${row?.id}/resend`, {
      token: r.token,
    });
    expect(resent.body).toMatchObject({ status: 'pending', msg_id: row?.msg_id });
    await deliver();
    const [first, again] = receiver.at('/resend') as [Received, Received];
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect((await deliveries(r.token, hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });

    // Another reseller cannot resend it or read the endpoint's deliveries.
    const stranger = await freshReseller(t, 0);
    expect(
      (await t.request('POST', `/api/webhooks/deliveries/${row?.id}/resend`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/webhooks/${hook.id}/deliveries`, { token: stranger.token })).status).toBe(404);

    const test = await t.request<WebhookDelivery>('POST', `/api/webhooks/${hook.id}/test`, { token: r.token });
    expect(test.body.event_type).toBe('webhook.test');
    await deliver();
    expect(JSON.parse(receiver.at('/resend')[2]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
  });

  it('connects to the address it checked, whatever the name resolves to after', async () => {
    const r = await freshReseller(t, 0);
    const port = new URL(receiver.url).port;
    // Save, then the delivery's check: the receiver; any later resolution: an address nothing listens on.
    dns.answer('pinned.example', '127.0.0.1', '127.0.0.1', '127.0.0.9');
    const created = await t.request<CreatedWebhook>('POST', '/api/webhooks', {
      token: r.token,
      body: { url: `http://pinned.example:${port}/pinned`, events: ['balance.low'] },
    });
    expect(created.status).toBe(200);
    await emit(t, [balanceLow(r.id)]);
    await deliver();
    const [got] = receiver.at('/pinned');
    expect(got?.headers.host).toBe(`pinned.example:${port}`);
    expect((await deliveries(r.token, created.body.id))[0]).toMatchObject({ status: 'delivered' });
  });

  it('updates the address and events, and deletes an endpoint with what waits for it', async () => {
    const r = await freshReseller(t, 0);
    const hook = await endpointFor(r.token, '/before');
    const changed = await t.request<Webhook>('PUT', `/api/webhooks/${hook.id}`, {
      token: r.token,
      body: { url: `${receiver.url}/after`, events: ['topup.credited'] },
    });
    expect(changed.body).toMatchObject({ url: `${receiver.url}/after`, events: ['topup.credited'] });
    await emit(t, [balanceLow(r.id), topUp(r.id)]);
    expect((await t.request('DELETE', `/api/webhooks/${hook.id}`, { token: r.token })).status).toBe(200);
    await deliver();
    expect(receiver.at('/after')).toEqual([]);
    expect((await t.request<Webhook[]>('GET', '/api/webhooks', { token: r.token })).body).toEqual([]);
  });
});

describe.each(DIALECTS)('webhooks to private destinations (%s)', (dialect) => {
  let t: TestApp;
  const dns = fakeResolver();
  /** Counts every connection to 127.0.0.1 on its port, TLS or not. */
  let connections = 0;
  let listener: ReturnType<typeof createServer>;
  const sockets = new Set<Socket>();
  let port = 0;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    t = await createTestApp(dialect, { lookup: dns.lookup });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  it('refuses at save an address or a name that reaches a private network, and plain http', async () => {
    const r = await freshReseller(t, 0);
    dns.answer('made-up.example', '127.0.0.1');
    dns.answer('mixed.example', '93.184.216.34', '10.1.2.3');
    const refused = [
      `https://127.0.0.1:${port}/`,
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00:ec2::254]/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      `https://localhost:${port}/`,
      'https://made-up.example/',
    ];
    for (const url of refused) {
      const res = await t.request<{ errors: string[] }>('POST', '/api/webhooks', {
        token: r.token,
        body: { url, events: ['balance.low'] },
      });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.join(' '), url).toContain(PRIVATE);
    }
    const http = await t.request<{ errors: string[] }>('POST', '/api/webhooks', {
      token: r.token,
      body: { url: 'http://93.184.216.34/hook', events: ['balance.low'] },
    });
    expect(http.status).toBe(422);
    expect(http.body.errors.join(' ')).toContain('https://');
    expect(connections).toBe(0);
  });

  it('refuses at delivery a name that resolved to a public address at save and to 127.0.0.1 after', async () => {
    const r = await freshReseller(t, 0);
    dns.answer('rebind.example', '93.184.216.34', '127.0.0.1');
    const created = await t.request<CreatedWebhook>('POST', '/api/webhooks', {
      token: r.token,
      body: { url: `https://rebind.example:${port}/hook`, events: ['balance.low'] },
    });
    expect(created.status).toBe(200);
    await emit(t, [balanceLow(r.id)]);
    await t.app.services.webhookDelivery.deliverDue();
    const rows = (
      await t.request<{ data: WebhookDelivery[] }>('GET', `/api/webhooks/${created.body.id}/deliveries`, {
        token: r.token,
      })
    ).body.data;
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(rows[0]?.error).toContain(PRIVATE);
    expect(connections).toBe(0);
  });
});
