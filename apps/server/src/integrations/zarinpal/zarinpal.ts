/**
 * Zarinpal's payment gateway, API v4: `POST /pg/v4/payment/request.json` gives an `authority`, the payer goes to
 * `StartPay/<authority>`, Zarinpal sends them back to our callback with `Authority` and `Status`, and
 * `POST /pg/v4/payment/verify.json` with the amount from our own records settles it: code 100 is verified now,
 * 101 was verified before (both success). Amounts are in Rial.
 */
export class ZarinpalError extends Error {
  constructor(
    reason: string,
    readonly code?: number,
  ) {
    super(`Zarinpal: ${reason}`);
    this.name = 'ZarinpalError';
  }
}

export type Verification = { ok: true; refId: string; alreadyVerified: boolean } | { ok: false; code: number };

export interface ZarinpalClient {
  request(input: {
    merchantId: string;
    amountRial: number;
    description: string;
    callbackUrl: string;
    mobile?: string;
    email?: string;
  }): Promise<string>;
  startPayUrl(authority: string): string;
  verify(input: { merchantId: string; amountRial: number; authority: string }): Promise<Verification>;
}

interface Envelope {
  data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

export function createZarinpalClient(options: { baseUrl: string; startPayUrl: string; timeoutMs?: number }) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, body: Record<string, unknown>) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ZarinpalError(error instanceof Error ? error.name : 'network error');
    }
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    if (!envelope) throw new ZarinpalError(`HTTP ${res.status} without JSON`);
    const data = Array.isArray(envelope.data) ? undefined : envelope.data;
    const errors = Array.isArray(envelope.errors) ? undefined : envelope.errors;
    return { code: data?.code ?? errors?.code, data, message: errors?.message ?? data?.message ?? '' };
  }

  const client: ZarinpalClient = {
    async request(input) {
      const answer = await call('/pg/v4/payment/request.json', {
        merchant_id: input.merchantId,
        amount: input.amountRial,
        description: input.description,
        callback_url: input.callbackUrl,
        metadata: { ...(input.mobile ? { mobile: input.mobile } : {}), ...(input.email ? { email: input.email } : {}) },
      });
      if (answer.code !== 100 || !answer.data?.authority) {
        throw new ZarinpalError(`request refused: ${answer.code} ${answer.message}`, answer.code);
      }
      return answer.data.authority;
    },
    startPayUrl: (authority) => `${options.startPayUrl.replace(/\/+$/, '')}/${encodeURIComponent(authority)}`,
    async verify(input) {
      const answer = await call('/pg/v4/payment/verify.json', {
        merchant_id: input.merchantId,
        amount: input.amountRial,
        authority: input.authority,
      });
      if ((answer.code === 100 || answer.code === 101) && answer.data?.ref_id !== undefined) {
        return { ok: true, refId: String(answer.data.ref_id), alreadyVerified: answer.code === 101 };
      }
      if (typeof answer.code !== 'number') throw new ZarinpalError('verify answered without a code');
      return { ok: false, code: answer.code };
    },
  };
  return client;
}
