import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startFakeServer } from './fake-server.js';

/**
 * A local stand-in for api.kavenegar.com that speaks its REST protocol for the two calls Pishkhan makes:
 * `/v1/{API-KEY}/verify/lookup.json` and `/v1/{API-KEY}/sms/send.json`, GET or POST (query or form body), answering
 * `{ return: { status, message }, entries }` with the same status in HTTP and in `return.status`.
 */
export interface FakeKavenegar {
  url: string;
  /** Every call that reached the server, including refused ones; `path` is the raw path, API key included. */
  requests: Array<{ path: string; params: Record<string, string> }>;
  /** The next call, whatever it is, is answered with this Kavenegar status and message. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

// Kavenegar's own wording, so logs from tests look like logs from production.
const MESSAGES = {
  200: 'تایید شد',
  400: 'پارامترها ناقص هستند',
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  404: 'متد نامشخص است',
  405: 'متد Get/Post اشتباه است',
  411: 'دریافت کننده نامعتبر است',
  414: 'حجم درخواست بیشتر از حد مجاز است',
  431: 'ساختار کد صحیح نمی‌باشد',
} as const;

const IRANIAN_MOBILE = /^(?:0|\+98|0098|98)?9\d{9}$/;
const DEFAULT_SENDER = '10004346';

export async function startFakeKavenegar(options?: { apiKey?: string }): Promise<FakeKavenegar> {
  const apiKey = options?.apiKey ?? 'fake-kavenegar-key';
  const requests: FakeKavenegar['requests'] = [];
  let pendingFailure: { status: number; message: string } | undefined;
  let nextMessageId = 8_792_343;

  function answer(res: ServerResponse, status: number, message: string, entries: unknown = null): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ return: { status, message }, entries }));
  }

  function entry(fields: { message: string; receptor: string; sender: string; status: number; statustext: string }) {
    return {
      messageid: nextMessageId++,
      message: fields.message,
      status: fields.status,
      statustext: fields.statustext,
      sender: fields.sender,
      receptor: fields.receptor,
      date: Math.floor(Date.now() / 1000),
      cost: 120,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    if (raw && (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
    }
    requests.push({ path: url.pathname, params });

    if (pendingFailure) {
      const { status, message } = pendingFailure;
      pendingFailure = undefined;
      return answer(res, status, message);
    }

    const match = /^\/v1\/([^/]+)\/([a-z]+\/[a-z]+)\.json$/.exec(url.pathname);
    if (!match) return answer(res, 404, MESSAGES[404]);
    const [, key, method] = match;
    if (decodeURIComponent(key ?? '') !== apiKey) return answer(res, 403, MESSAGES[403]);
    if (req.method !== 'GET' && req.method !== 'POST') return answer(res, 405, MESSAGES[405]);

    if (method === 'verify/lookup') {
      const { receptor, token, template } = params;
      if (!receptor || !token || !template) return answer(res, 400, MESSAGES[400]);
      if (!IRANIAN_MOBILE.test(receptor)) return answer(res, 411, MESSAGES[411]);
      // Kavenegar refuses spaces in `token` (only token10/token20 may hold them).
      if (/\s/.test(token)) return answer(res, 431, MESSAGES[431]);
      const sent = entry({
        message: `${template}: ${token}`,
        receptor,
        sender: DEFAULT_SENDER,
        status: 5,
        statustext: 'ارسال به مخابرات',
      });
      return answer(res, 200, MESSAGES[200], [sent]);
    }

    if (method === 'sms/send') {
      const { receptor, message } = params;
      if (!receptor || !message) return answer(res, 400, MESSAGES[400]);
      const receptors = receptor.split(',').map((r) => r.trim());
      if (receptors.length > 200) return answer(res, 414, MESSAGES[414]);
      if (!receptors.every((r) => IRANIAN_MOBILE.test(r))) return answer(res, 411, MESSAGES[411]);
      const sender = params.sender || DEFAULT_SENDER;
      const entries = receptors.map((r) =>
        entry({ message, receptor: r, sender, status: 1, statustext: 'در صف ارسال' }),
      );
      return answer(res, 200, MESSAGES[200], entries);
    }

    return answer(res, 404, MESSAGES[404]);
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    requests,
    failNext(status, message) {
      pendingFailure = { status, message };
    },
    close: server.close,
  };
}
