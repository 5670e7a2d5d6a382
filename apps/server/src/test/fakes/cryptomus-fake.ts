import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signBody } from '../../integrations/cryptomus/cryptomus.js';
import { readBody, startFakeServer } from './fake-server.js';

/**
 * A local stand-in for api.cryptomus.com: `POST /v1/wallet` (static wallet per order_id), `POST /v1/payment/info`,
 * `GET /v1/exchange-rate/{currency}/list`, every call checked for `merchant` and `sign = md5(base64(body) + key)`.
 * `deposit()` plays a payer: it records a payment to a wallet and posts the signed webhook to the wallet's
 * url_callback the way Cryptomus's PHP does (JSON with `\/`, `sign` appended last); `POST /__fake/deposit
 * {address, amount}` does the same for tests in another process.
 */
export interface FakeCryptomus {
  url: string;
  merchant: string;
  apiKey: string;
  /** US dollars per coin, as the rate list answers. */
  rates: Record<string, number>;
  /** The payer settles a store invoice: it becomes final and the signed `payment` webhook is posted. */
  payInvoice(uuid: string): Promise<{ uuid: string; rawBody: string; status: number; answer: string }>;
  deposit(
    address: string,
    amount: string,
    opts?: { status?: string; infoStatus?: string; isFinal?: boolean },
  ): Promise<{ uuid: string; rawBody: string; status: number; answer: string }>;
  /** Posts a raw body to a wallet's callback as Cryptomus would (for replays, forgeries and tampering). */
  post(address: string, rawBody: string): Promise<{ status: number; answer: string }>;
  /** A body signed with the real key, in Cryptomus's encoding. */
  sign(payload: Record<string, unknown>, key?: string): string;
  wallets(): Array<{ order_id: string; address: string; currency: string; url_callback: string }>;
  /** Calls that reached the fake, by path. */
  calls: string[];
  failNext(path: string): void;
  close(): Promise<void>;
}

/** How the webhook reaches the app: by default a real HTTP POST to url_callback. */
export type Deliver = (url: string, rawBody: string) => Promise<{ status: number; answer: string }>;

const phpJson = (value: unknown) => JSON.stringify(value).replace(/\//g, '\\/');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const fakeAddress = (currency: string) =>
  currency === 'TRX'
    ? `T${Array.from({ length: 33 }, () => BASE58[randomInt(BASE58.length)]).join('')}`
    : `UQ${randomBytes(34).toString('base64url').slice(0, 46)}`;

export async function startFakeCryptomus(options: { deliver?: Deliver } = {}): Promise<FakeCryptomus> {
  const merchant = randomUUID();
  const apiKey = randomBytes(32).toString('base64url');
  const rates: Record<string, number> = { TRX: 0.25, TON: 5.2 };
  const wallets = new Map<
    string,
    {
      uuid: string;
      wallet_uuid: string;
      order_id: string;
      address: string;
      currency: string;
      network: string;
      url_callback: string;
    }
  >();
  const payments = new Map<string, Record<string, unknown> & { uuid?: unknown; order_id?: unknown }>();
  const calls: string[] = [];
  const failing = new Set<string>();

  const deliver: Deliver =
    options.deliver ??
    (async (url, rawBody) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rawBody });
      return { status: res.status, answer: await res.text() };
    });

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const raw = await readBody(req);
    const paying = /^\/pay\/([0-9a-f-]+)$/.exec(url.pathname);
    if (paying && (req.method === 'GET' || req.method === 'POST')) {
      const uuid = paying[1] ?? '';
      const invoice = payments.get(uuid);
      if (!invoice) return answer(res, 404, { state: 1, message: 'Not found payment' });
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>پرداخت</title></head><body><p>${String(invoice.amount)} ${String(invoice.currency)}</p><form method="post"><button type="submit">پرداخت</button></form></body></html>`,
        );
      }
      const delivered = await payInvoice(uuid);
      res.writeHead(302, { location: String(invoice.url_return ?? '/') });
      return res.end(delivered.answer);
    }
    if (req.method === 'POST' && url.pathname === '/__fake/deposit') {
      const { address, amount } = JSON.parse(raw || '{}') as { address: string; amount: string };
      return answer(res, 200, await deposit(address, amount));
    }
    calls.push(url.pathname);
    if (failing.delete(url.pathname)) return answer(res, 500, { message: 'Server error, #1', code: 500, error: null });
    if (req.headers.merchant !== merchant || req.headers.sign !== signBody(raw, apiKey)) {
      return answer(res, 401, { state: 1, message: 'You are not authorized' });
    }
    const rateMatch = /^\/v1\/exchange-rate\/([A-Z]+)\/list$/.exec(url.pathname);
    if (req.method === 'GET' && rateMatch) {
      const from = rateMatch[1] ?? '';
      const usd = rates[from];
      if (usd === undefined) return answer(res, 404, { state: 1, message: 'Currency not found' });
      return answer(res, 200, {
        state: 0,
        result: [
          { from, to: 'USD', course: usd.toFixed(8) },
          { from, to: 'USDT', course: (usd * 0.999).toFixed(8) },
          { from, to: 'BTC', course: (usd / 90_000).toFixed(8) },
        ],
      });
    }
    if (req.method !== 'POST') return answer(res, 405, { state: 1, message: 'Method not allowed' });
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
    if (url.pathname === '/v1/wallet') {
      const errors: Record<string, string[]> = {};
      for (const field of ['currency', 'network', 'order_id']) {
        if (!body[field]) errors[field] = ['validation.required'];
      }
      if (Object.keys(errors).length > 0) return answer(res, 422, { state: 1, errors });
      let wallet = wallets.get(body.order_id ?? '');
      if (!wallet) {
        wallet = {
          uuid: randomUUID(),
          wallet_uuid: randomUUID(),
          order_id: body.order_id ?? '',
          address: fakeAddress(body.currency ?? ''),
          currency: body.currency ?? '',
          network: body.network ?? '',
          url_callback: body.url_callback ?? '',
        };
        wallets.set(wallet.order_id, wallet);
      }
      const { wallet_uuid, uuid, address, network, currency } = wallet;
      return answer(res, 200, {
        state: 0,
        result: { wallet_uuid, uuid, address, network, currency, url: `https://pay.cryptomus.com/wallet/${uuid}` },
      });
    }
    if (url.pathname === '/v1/payment') {
      if (!body.amount || !body.currency || !body.order_id) {
        return answer(res, 422, { state: 1, errors: { amount: ['validation.required'] } });
      }
      const existing = [...payments.values()].find((p) => p.order_id === body.order_id);
      const uuid = (existing?.uuid as string | undefined) ?? randomUUID();
      const invoice = existing ?? {
        uuid,
        order_id: body.order_id,
        amount: body.amount,
        payment_amount: null,
        payer_amount: null,
        payer_currency: null,
        currency: body.currency,
        network: null,
        address: null,
        from: null,
        txid: null,
        payment_status: 'check',
        status: 'check',
        is_final: false,
        url: `${publicUrl()}/pay/${uuid}`,
        url_callback: body.url_callback,
        url_return: body.url_return,
        additional_data: null,
      };
      payments.set(uuid, invoice);
      return answer(res, 200, { state: 0, result: invoice });
    }
    if (url.pathname === '/v1/payment/info') {
      const payment = payments.get(body.uuid ?? '');
      if (!payment) return answer(res, 404, { state: 1, message: 'Not found payment' });
      return answer(res, 200, { state: 0, result: payment });
    }
    return answer(res, 404, { state: 1, message: 'Not found' });
  }

  const server = await startFakeServer(handle);
  const publicUrl = () => server.url;

  const walletByAddress = (address: string) => {
    const wallet = [...wallets.values()].find((w) => w.address === address);
    if (!wallet) throw new Error(`no fake wallet ${address}`);
    return wallet;
  };
  const sign = (payload: Record<string, unknown>, key = apiKey) => {
    const unsigned = phpJson(payload);
    return `${unsigned.slice(0, -1)},"sign":"${signBody(unsigned, key)}"}`;
  };

  /** The payer pays an invoice in full: the payment becomes final and its signed webhook is posted. */
  async function payInvoice(uuid: string) {
    const invoice = payments.get(uuid);
    if (!invoice) throw new Error(`no fake invoice ${uuid}`);
    Object.assign(invoice, {
      payment_amount: invoice.amount,
      payer_amount: invoice.amount,
      payer_currency: 'USDT',
      network: 'tron',
      txid: randomBytes(32).toString('hex'),
      payment_status: 'paid',
      status: 'paid',
      is_final: true,
    });
    const rawBody = sign({
      type: 'payment',
      uuid,
      order_id: invoice.order_id,
      amount: invoice.amount,
      payment_amount: invoice.amount,
      payment_amount_usd: invoice.amount,
      merchant_amount: invoice.amount,
      commission: '0.00',
      is_final: true,
      status: 'paid',
      from: fakeAddress('TRX'),
      wallet_address_uuid: null,
      network: 'tron',
      currency: invoice.currency,
      payer_currency: 'USDT',
      additional_data: null,
      txid: invoice.txid,
    });
    return { uuid, rawBody, ...(await deliver(String(invoice.url_callback), rawBody)) };
  }

  async function deposit(
    address: string,
    amount: string,
    opts: { status?: string; infoStatus?: string; isFinal?: boolean } = {},
  ) {
    const wallet = walletByAddress(address);
    const uuid = randomUUID();
    const status = opts.status ?? 'paid';
    const now = new Date().toISOString();
    const txid = randomBytes(32).toString('hex');
    const usd = (Number(amount) * (rates[wallet.currency] ?? 0)).toFixed(2);
    payments.set(uuid, {
      uuid,
      order_id: wallet.order_id,
      amount,
      payment_amount: amount,
      payer_amount: amount,
      payer_currency: wallet.currency,
      currency: wallet.currency,
      merchant_amount: (Number(amount) * 0.98).toFixed(8),
      network: wallet.network,
      address: wallet.address,
      from: fakeAddress(wallet.currency),
      txid,
      payment_status: opts.infoStatus ?? status,
      status: opts.infoStatus ?? status,
      is_final: opts.isFinal ?? true,
      additional_data: null,
      created_at: now,
      updated_at: now,
    });
    const rawBody = sign({
      type: 'wallet',
      uuid,
      order_id: wallet.order_id,
      amount,
      payment_amount: amount,
      payment_amount_usd: usd,
      merchant_amount: (Number(amount) * 0.98).toFixed(8),
      commission: (Number(amount) * 0.02).toFixed(8),
      is_final: opts.isFinal ?? true,
      status,
      from: fakeAddress(wallet.currency),
      wallet_address_uuid: wallet.uuid,
      network: wallet.network,
      currency: wallet.currency,
      payer_currency: wallet.currency,
      additional_data: null,
      convert: { to_currency: 'USDT', commission: null, rate: String(rates[wallet.currency]), amount: usd },
      txid,
    });
    return { uuid, rawBody, ...(await deliver(wallet.url_callback, rawBody)) };
  }

  return {
    url: server.url,
    merchant,
    apiKey,
    rates,
    calls,
    sign,
    wallets: () => [...wallets.values()],
    failNext(path) {
      failing.add(path);
    },
    post: (address, rawBody) => deliver(walletByAddress(address).url_callback, rawBody),
    deposit,
    payInvoice,
    close: server.close,
  };
}

export const cryptomusEnv = (fake: FakeCryptomus) => ({
  CRYPTOMUS_MERCHANT: fake.merchant,
  CRYPTOMUS_API_KEY: fake.apiKey,
  CRYPTOMUS_BASE_URL: fake.url,
});
