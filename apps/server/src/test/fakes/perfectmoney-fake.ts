import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startFakeServer } from './fake-server.js';

/**
 * A local stand-in for perfectmoney.com's e-voucher activation API (`/acct/ev_activate.asp`, GET query or POST form
 * with AccountID, PassPhrase, Payee_Account, ev_number, ev_code). Like the real one it answers HTTP 200 with an HTML
 * page whose hidden inputs carry either `ERROR` or VOUCHER_NUM, VOUCHER_AMOUNT, VOUCHER_AMOUNT_CURRENCY,
 * Payee_Account and PAYMENT_BATCH_NUM; a voucher activates once. `POST /__fake/vouchers {amount}` issues a voucher for
 * tests that drive the fake from another process.
 */
export interface FakePerfectMoney {
  url: string;
  accountId: string;
  passPhrase: string;
  payeeAccount: string;
  /** A new unused voucher: 10-digit number and 16-digit activation code. Currency 1 is USD, 2 EUR. */
  issueVoucher(amount: string, currency?: '1' | '2'): { evoucher: string; activationcode: string };
  /** Activations that moved money into the payee account. */
  activations: Array<{ evNumber: string; amount: string; batch: string }>;
  requests: number;
  /** The next call gets no answer: the connection is dropped after the voucher is (or is not) activated. */
  dropNext(opts: { afterActivating: boolean }): void;
  close(): Promise<void>;
}

const page = (title: string, fields: Record<string, string>) => {
  const rows = Object.entries(fields)
    .map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`)
    .join('\n');
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input name='${k}' type='hidden' value='${v}'>`)
    .join('\n');
  return `<html>\n<head><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n<table border=1>\n<tr><td><b>Name</b></td><td><b>Value</b></td></tr>\n${rows}\n</table>\n${inputs}\n</body>\n</html>\n`;
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export async function startFakePerfectMoney(): Promise<FakePerfectMoney> {
  const accountId = digits(7);
  const passPhrase = `pm-pass-${digits(6)}`;
  const payeeAccount = `U${digits(8)}`;
  const vouchers = new Map<string, { code: string; amount: string; currency: string; used: boolean }>();
  const activations: FakePerfectMoney['activations'] = [];
  let drop: { afterActivating: boolean } | undefined;
  let requests = 0;
  let batch = 412_000_000;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    requests += 1;
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const params = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    if (raw && !url.pathname.startsWith('/__fake/'))
      Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
    const send = (title: string, fields: Record<string, string>) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(title, fields));
    };
    const error = (message: string) => send('Error', { ERROR: message });

    if (req.method === 'POST' && url.pathname === '/__fake/vouchers') {
      const { amount } = JSON.parse(raw || '{}') as { amount?: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(issueVoucher(amount ?? '1.00')));
    }
    if (url.pathname !== '/acct/ev_activate.asp') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not Found</body></html>');
    }
    const dropping = drop;
    drop = undefined;
    if (dropping && !dropping.afterActivating) return res.destroy();
    if (params.AccountID !== accountId || params.PassPhrase !== passPhrase) {
      return error('Can not login with passed AccountID and PassPhrase');
    }
    if (params.Payee_Account !== payeeAccount) return error('Invalid Payee_Account');
    const voucher = vouchers.get(params.ev_number ?? '');
    if (!voucher || voucher.code !== params.ev_code || voucher.used) return error('Invalid ev_number or ev_code');
    if (voucher.currency !== '1') return error('Invalid e-Voucher currency');
    voucher.used = true;
    batch += randomInt(1, 50);
    activations.push({ evNumber: params.ev_number ?? '', amount: voucher.amount, batch: String(batch) });
    if (dropping) return res.destroy();
    return send('E-Voucher Activated', {
      VOUCHER_NUM: params.ev_number ?? '',
      VOUCHER_AMOUNT: voucher.amount,
      VOUCHER_AMOUNT_CURRENCY: voucher.currency,
      Payee_Account: payeeAccount,
      PAYMENT_BATCH_NUM: String(batch),
    });
  }

  function issueVoucher(amount: string, currency: '1' | '2' = '1') {
    const evoucher = digits(10);
    const activationcode = digits(16);
    vouchers.set(evoucher, { code: activationcode, amount, currency, used: false });
    return { evoucher, activationcode };
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    accountId,
    passPhrase,
    payeeAccount,
    issueVoucher,
    activations,
    get requests() {
      return requests;
    },
    dropNext(opts) {
      drop = opts;
    },
    close: server.close,
  };
}

/** Environment for an app that talks to this fake. */
export const perfectMoneyEnv = (pm: FakePerfectMoney) => ({
  PERFECTMONEY_ACCOUNT_ID: pm.accountId,
  PERFECTMONEY_PASSPHRASE: pm.passPhrase,
  PERFECTMONEY_PAYEE_ACCOUNT: pm.payeeAccount,
  PERFECTMONEY_BASE_URL: pm.url,
});
