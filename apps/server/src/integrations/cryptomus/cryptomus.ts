import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Cryptomus's merchant API (doc.cryptomus.com): every request carries `merchant` and
 * `sign = md5(base64(body) + api_key)`; answers are `{state: 0, result}` or `{state: 1, message | errors}`.
 */
export class CryptomusError extends Error {
  constructor(reason: string) {
    super(`Cryptomus: ${reason}`);
    this.name = 'CryptomusError';
  }
}

export interface StaticWallet {
  wallet_uuid: string;
  uuid: string;
  address: string;
  network: string;
  currency: string;
}

export interface PaymentInfo {
  uuid: string;
  order_id: string;
  payment_amount: string | null;
  payer_currency: string | null;
  currency: string;
  network: string | null;
  address: string | null;
  txid: string | null;
  payment_status: string;
  status: string;
  is_final: boolean;
}

/** The webhook as Cryptomus posts it for a static wallet top-up (only the fields we read). */
export interface WalletWebhook {
  type: string;
  uuid: string;
  order_id: string;
  status: string;
  is_final?: boolean;
  payment_amount?: string;
  payer_currency?: string;
  currency?: string;
  txid?: string;
}

export const signBody = (body: string, apiKey: string) =>
  createHash('md5')
    .update(Buffer.from(body, 'utf8').toString('base64') + apiKey)
    .digest('hex');

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Cryptomus signs the JSON of the body without `sign`, as PHP encodes it (`/` escaped as `\/`), then appends `sign`.
 * Removing the `sign` member from the raw text gives back exactly what was signed; re-encoding the parsed body the
 * PHP way is the fallback for a sender that put `sign` elsewhere.
 */
export function verifyWebhook(rawBody: string, apiKey: string): WalletWebhook | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { sign, ...rest } = parsed as Record<string, unknown>;
  if (typeof sign !== 'string' || !/^[0-9a-f]{32}$/.test(sign)) return null;
  const stripped = rawBody.replace(/,\s*"sign"\s*:\s*"[0-9a-f]{32}"\s*(?=}\s*$)/, '');
  const candidates = [stripped, JSON.stringify(rest).replace(/\//g, '\\/')];
  if (!candidates.some((body) => body !== rawBody && sameHex(signBody(body, apiKey), sign))) return null;
  const hook = rest as Partial<WalletWebhook>;
  if (typeof hook.uuid !== 'string' || typeof hook.order_id !== 'string' || typeof hook.status !== 'string') {
    return null;
  }
  return hook as WalletWebhook;
}

export interface CryptomusClient {
  /** An invoice the payer settles on Cryptomus's page (`url`); `uuid` identifies the payment. */
  createInvoice(input: {
    amount: string;
    currency: string;
    orderId: string;
    callbackUrl: string;
    returnUrl: string;
  }): Promise<{ uuid: string; url: string }>;
  createWallet(input: {
    currency: string;
    network: string;
    orderId: string;
    callbackUrl: string;
  }): Promise<StaticWallet>;
  paymentInfo(uuid: string): Promise<PaymentInfo>;
  /** US dollars per one coin. */
  usdRate(currency: string): Promise<number>;
  verifyWebhook(rawBody: string): WalletWebhook | null;
}

export function createCryptomusClient(options: {
  merchant: string;
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): CryptomusClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<T> {
    const body = payload ? JSON.stringify(payload) : '';
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          merchant: options.merchant,
          sign: signBody(body, options.apiKey),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { body } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new CryptomusError(error instanceof Error ? error.name : 'network error');
    }
    const answer = (await res.json().catch(() => null)) as { state?: number; result?: T; message?: string } | null;
    if (!res.ok || answer?.state !== 0 || answer.result === undefined) {
      throw new CryptomusError(`${path} answered HTTP ${res.status}${answer?.message ? `: ${answer.message}` : ''}`);
    }
    return answer.result;
  }

  return {
    createInvoice: (input) =>
      call<{ uuid: string; url: string }>('POST', '/v1/payment', {
        amount: input.amount,
        currency: input.currency,
        order_id: input.orderId,
        url_callback: input.callbackUrl,
        url_return: input.returnUrl,
        url_success: input.returnUrl,
        lifetime: 3600,
      }),
    createWallet: (input) =>
      call<StaticWallet>('POST', '/v1/wallet', {
        currency: input.currency,
        network: input.network,
        order_id: input.orderId,
        url_callback: input.callbackUrl,
      }),
    paymentInfo: (uuid) => call<PaymentInfo>('POST', '/v1/payment/info', { uuid }),
    async usdRate(currency) {
      const rates = await call<Array<{ from: string; to: string; course: string }>>(
        'GET',
        `/v1/exchange-rate/${encodeURIComponent(currency)}/list`,
      );
      const usd = rates.find((r) => r.to === 'USD') ?? rates.find((r) => r.to === 'USDT');
      const course = Number(usd?.course);
      if (!Number.isFinite(course) || course <= 0) throw new CryptomusError(`no USD rate for ${currency}`);
      return course;
    },
    verifyWebhook: (rawBody) => verifyWebhook(rawBody, options.apiKey),
  };
}
