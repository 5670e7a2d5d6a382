import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startFakeServer } from './fake-server.js';

/**
 * A local stand-in for Zarinpal v4: `POST /pg/v4/payment/request.json` and `/verify.json` with its JSON envelope
 * (`{data, errors}`, codes 100 / 101 / -9 / -50 / -51 / -54 ...) and the payer's `GET /pg/StartPay/<authority>` page,
 * whose buttons send the payer back to the callback with `Authority` and `Status=OK` or `NOK`, as Zarinpal does.
 * `POST /__fake/pay/<authority>` pays without a browser and answers the callback URL.
 */
export interface FakeZarinpal {
  url: string;
  startPayUrl: string;
  /** A merchant id this fake accepts (Zarinpal's are 36-character UUIDs). */
  merchantId: string;
  payments: Map<string, { amount: number; callback: string; state: 'new' | 'paid' | 'cancelled'; verified: boolean }>;
  /** The payer pays (or cancels): the URL Zarinpal would send the browser back to. */
  pay(authority: string, outcome?: 'OK' | 'NOK'): string;
  close(): Promise<void>;
}

export async function startFakeZarinpal(): Promise<FakeZarinpal> {
  const merchantId = `${randomBytes(4).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(6).toString('hex')}`;
  const payments: FakeZarinpal['payments'] = new Map();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, code: number, message: string) =>
    json(res, code === -9 ? 422 : 200, { data: [], errors: { code, message, validations: [] } });

  function pay(authority: string, outcome: 'OK' | 'NOK' = 'OK') {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`no fake payment ${authority}`);
    if (payment.state === 'new') payment.state = outcome === 'OK' ? 'paid' : 'cancelled';
    const back = new URL(payment.callback);
    back.searchParams.set('Authority', authority);
    back.searchParams.set('Status', outcome);
    return back.toString();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const raw = await readBody(req);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;

    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/request.json') {
      if (typeof body.amount !== 'number' || body.amount < 10_000 || typeof body.callback_url !== 'string') {
        return fail(res, -9, 'The input params invalid, validation error.');
      }
      if (body.merchant_id !== merchantId)
        return fail(res, -10, 'Terminal is not valid, please check merchant_id or ip address.');
      const authority = `A${String(randomInt(10 ** 9)).padStart(9, '0')}${randomBytes(13).toString('hex')}`.slice(
        0,
        36,
      );
      payments.set(authority, { amount: body.amount, callback: body.callback_url, state: 'new', verified: false });
      return json(res, 200, {
        data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
        errors: [],
      });
    }
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/verify.json') {
      if (body.merchant_id !== merchantId)
        return fail(res, -10, 'Terminal is not valid, please check merchant_id or ip address.');
      const payment = payments.get(String(body.authority));
      if (!payment) return fail(res, -54, 'Invalid authority.');
      if (payment.amount !== body.amount)
        return fail(res, -50, 'Session is not valid, amounts values is not the same.');
      if (payment.state !== 'paid') return fail(res, -51, 'Session is not valid, session is not active paid try.');
      const code = payment.verified ? 101 : 100;
      payment.verified = true;
      return json(res, 200, {
        data: {
          code,
          message: code === 100 ? 'Paid' : 'Verified',
          card_hash: 'F1E2D3',
          card_pan: '502229******5995',
          ref_id: 201,
          fee_type: 'Merchant',
          fee: 0,
        },
        errors: [],
      });
    }
    const start = /^\/pg\/StartPay\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && start) {
      const authority = decodeURIComponent(start[1] ?? '');
      const payment = payments.get(authority);
      if (!payment) {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<html dir="rtl"><body>تراکنش یافت نشد</body></html>');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>درگاه پرداخت زرین‌پال</title></head>
<body><h1>درگاه پرداخت</h1><p>مبلغ: ${payment.amount} ریال</p>
<form method="post" action="/__fake/pay/${authority}?outcome=OK"><button type="submit">پرداخت</button></form>
<form method="post" action="/__fake/pay/${authority}?outcome=NOK"><button type="submit">انصراف</button></form></body></html>`);
    }
    const paying = /^\/__fake\/pay\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && paying) {
      const outcome = url.searchParams.get('outcome') === 'NOK' ? 'NOK' : 'OK';
      const back = pay(decodeURIComponent(paying[1] ?? ''), outcome);
      if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
        res.writeHead(302, { location: back });
        return res.end();
      }
      return json(res, 200, { callback: back });
    }
    return json(res, 404, { data: [], errors: { code: -1, message: 'Not found' } });
  }

  const server = await startFakeServer(handle);
  const { url } = server;
  return {
    url,
    startPayUrl: `${url}/pg/StartPay`,
    merchantId,
    payments,
    pay,
    close: server.close,
  };
}

export const zarinpalEnv = (fake: FakeZarinpal) => ({
  ZARINPAL_BASE_URL: fake.url,
  ZARINPAL_STARTPAY_URL: fake.startPayUrl,
});
