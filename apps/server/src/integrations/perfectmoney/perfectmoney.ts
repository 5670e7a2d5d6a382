/**
 * PerfectMoney's e-voucher activation API (`/acct/ev_activate.asp`): the voucher is moved into our payee account and
 * the answer is an HTML page whose hidden inputs carry either `ERROR` or the voucher's number, amount, currency code
 * and the payment batch number.
 */
export type VoucherActivation =
  | { ok: true; evNumber: string; amountUsd: string; currencyCode: string; payeeAccount: string; batchNum: string }
  | { ok: false; error: string };

/** No answer we can read: the voucher may or may not have been activated. */
export class PerfectMoneyUnreachable extends Error {
  constructor(reason: string) {
    super(`PerfectMoney gave no readable answer: ${reason}`);
    this.name = 'PerfectMoneyUnreachable';
  }
}

export interface PerfectMoneyClient {
  readonly payeeAccount: string;
  activate(evNumber: string, evCode: string): Promise<VoucherActivation>;
}

/** `<input name='X' type='hidden' value='Y'>` in any attribute order or quoting. */
function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const tag of html.match(/<input\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:'([^']*)'|"([^"]*)"|([^\\s>]+))`, 'i').exec(tag);
    const name = attr('name');
    const value = attr('value');
    const key = name?.[1] ?? name?.[2] ?? name?.[3];
    if (key) fields[key] = value?.[1] ?? value?.[2] ?? value?.[3] ?? '';
  }
  return fields;
}

export function createPerfectMoneyClient(options: {
  accountId: string;
  passPhrase: string;
  payeeAccount: string;
  baseUrl: string;
  timeoutMs?: number;
}): PerfectMoneyClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/acct/ev_activate.asp`;
  return {
    payeeAccount: options.payeeAccount,
    async activate(evNumber, evCode) {
      let html: string;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            AccountID: options.accountId,
            PassPhrase: options.passPhrase,
            Payee_Account: options.payeeAccount,
            ev_number: evNumber,
            ev_code: evCode,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
        if (!res.ok) throw new PerfectMoneyUnreachable(`HTTP ${res.status}`);
        html = await res.text();
      } catch (error) {
        if (error instanceof PerfectMoneyUnreachable) throw error;
        throw new PerfectMoneyUnreachable(error instanceof Error ? error.name : 'network error');
      }
      const fields = hiddenInputs(html);
      if (fields.ERROR !== undefined) return { ok: false, error: fields.ERROR };
      const { VOUCHER_NUM, VOUCHER_AMOUNT, VOUCHER_AMOUNT_CURRENCY, Payee_Account, PAYMENT_BATCH_NUM } = fields;
      if (!VOUCHER_NUM || !VOUCHER_AMOUNT || !PAYMENT_BATCH_NUM) throw new PerfectMoneyUnreachable('unexpected page');
      return {
        ok: true,
        evNumber: VOUCHER_NUM,
        amountUsd: VOUCHER_AMOUNT,
        currencyCode: VOUCHER_AMOUNT_CURRENCY ?? '',
        payeeAccount: Payee_Account ?? '',
        batchNum: PAYMENT_BATCH_NUM,
      };
    },
  };
}
