import { serviceRoutes, userRoutes } from '@pishkhan/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from './test-browser';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

/** The server as the test scripts it: each request takes the next answer; what was sent is kept. */
function stubServer(...answers: Answer[]) {
  const sent: { url: string; key: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers,
      });
    }),
  );
  return { sent, keys: () => sent.map((s) => s.key) };
}

let panel: typeof import('./idempotency') & typeof import('./api-client');

beforeEach(async () => {
  vi.resetModules();
  stubBrowser();
  panel = { ...(await import('./idempotency')), ...(await import('./api-client')) };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const body = { service_id: 12, package_id: 3 };
const renew = () => panel.callOnce(serviceRoutes.renew, { body });

describe('a request that moves money (callOnce)', () => {
  it('sent again after its answer was lost carries the same key, so the server does not charge twice', async () => {
    const server = stubServer('network', { status: 502 }, { status: 200, body: { ok: true } });
    await expect(renew()).rejects.toMatchObject({ status: 0 });
    await expect(renew()).rejects.toMatchObject({ status: 502 });
    await expect(renew()).resolves.toEqual({ ok: true });
    const [first, ...rest] = server.keys();
    expect(first).toBeTruthy();
    expect(rest).toEqual([first, first]);
  });

  it('once answered, is a new request the next time: the same values buy again', async () => {
    const server = stubServer({ status: 200, body: {} }, { status: 200, body: {} });
    await renew();
    await renew();
    const [first, second] = server.keys();
    expect(second).not.toBe(first);
  });

  it('refused by the server (nothing moved) is a new request when sent again', async () => {
    const server = stubServer({ status: 422, body: { message: 'موجودی کافی نیست', errors: [] } }, { status: 200 });
    await expect(renew()).rejects.toMatchObject({ status: 422, message: 'موجودی کافی نیست' });
    await renew();
    const [first, second] = server.keys();
    expect(second).not.toBe(first);
  });

  it.each([401, 409, 429])('answered %i (before its handler, or still running) keeps its key', async (status) => {
    const server = stubServer({ status }, { status: 200 });
    await expect(renew()).rejects.toMatchObject({ status });
    await renew();
    const [first, second] = server.keys();
    expect(second).toBe(first);
  });

  it('changed before it is sent again is another request, with a key of its own', async () => {
    const server = stubServer('network', 'network');
    await expect(renew()).rejects.toBeDefined();
    await expect(panel.callOnce(serviceRoutes.renew, { body: { ...body, package_id: 4 } })).rejects.toBeDefined();
    const [first, second] = server.keys();
    expect(second).not.toBe(first);
  });

  it('tells apart the same body sent to another account by the path', async () => {
    const server = stubServer('network', 'network');
    const correct = (id: number) =>
      panel.callOnce(userRoutes.correctBalance, { params: { id }, body: { amount: 1000, info: '' } });
    await expect(correct(1)).rejects.toBeDefined();
    await expect(correct(2)).rejects.toBeDefined();
    const [first, second] = server.keys();
    expect(second).not.toBe(first);
  });

  it('keeps an unanswered key ten minutes, then the same values are a new request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = stubServer('network', 'network', 'network');
    await expect(renew()).rejects.toBeDefined();
    vi.advanceTimersByTime(panel.UNANSWERED_KEEP_MS - 1000);
    await expect(renew()).rejects.toBeDefined();
    vi.advanceTimersByTime(panel.UNANSWERED_KEEP_MS + 1000);
    await expect(renew()).rejects.toBeDefined();
    const [first, second, third] = server.keys();
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('whose outcome is unknown tells the reseller to send the same again rather than pay twice', async () => {
    stubServer({ status: 500, body: { message: 'خطای سرور', errors: ['یک خط'] } });
    const failure = await renew().catch((error: unknown) => error);
    expect(panel.isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ message: 'خطای سرور', errors: ['یک خط', panel.UNANSWERED_NOTE] });
  });

  it('refused for a reason the reseller can fix says only the reason', async () => {
    stubServer({ status: 422, body: { message: 'نادرست', errors: ['بسته را انتخاب کنید'] } });
    await expect(renew()).rejects.toMatchObject({ errors: ['بسته را انتخاب کنید'] });
  });

  it('answered again by the server for the first request says so under the success message', async () => {
    const replay = { 'idempotent-replayed': 'true' };
    stubServer({ status: 200, body: [{ id: 1 }, { id: 2 }], headers: replay }, { status: 200, body: { id: 3 } });
    const services = await panel.callOnce(serviceRoutes.purchase, { body: { package_id: 1, count: 2 } });
    expect(panel.replayNote(services)).toEqual([panel.REPLAYED_NOTE]);
    for (const service of services) expect(panel.replayNote(service)).toEqual([panel.REPLAYED_NOTE]);
    expect(panel.replayNote(await renew())).toEqual([]);
  });
});
