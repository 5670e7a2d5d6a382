import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePerfectMoney, perfectMoneyEnv, startFakePerfectMoney } from '../../test/fakes/perfectmoney-fake.js';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  freshReseller,
  ledgerMismatches,
  type TestApp,
} from '../../test/helpers.js';

type Answer = { amount: number; amount_usd: string; balance: number; message?: string; errors?: string[] };

describe.each(DIALECTS)('PerfectMoney e-vouchers (%s)', (dialect) => {
  let t: TestApp;
  let pm: FakePerfectMoney;
  let admin: string;
  let voucherGroup: number;

  beforeAll(async () => {
    pm = await startFakePerfectMoney();
    t = await createTestApp(dialect, { env: perfectMoneyEnv(pm) });
    admin = (await freshReseller(t, 0)).adminToken;
    const group = await t.request<{ id: number }>('POST', '/api/admin/paygroups', {
      token: admin,
      body: { name: 'ووچر با هدیه', has_perfectmoney: true, perfect_charge_rate: 105 },
    });
    voucherGroup = group.body.id;
    expect((await t.request('PUT', '/api/admin/rates', { token: admin, body: { usd_price: 61_500 } })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
    await pm?.close();
  });

  const redeem = (token: string, body: Record<string, unknown>) =>
    t.request<Answer>('POST', '/api/transactions/addperfectmoney', { token, body });
  const voucherReseller = () => freshReseller(t, 0, { paygroup_id: voucherGroup });

  it('shows the dollar rate and what one dollar credits this reseller', async () => {
    const r = await voucherReseller();
    const res = await t.request('GET', '/api/transactions/usdprice', { token: r.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 61_500, rate: 105, credit: 64_575 });
  });

  it('activates a voucher into the provider account and credits amount x rate x charge rate once', async () => {
    const r = await voucherReseller();
    const v = pm.issueVoucher('12.50');
    const res = await redeem(r.token, { evoucher: ` ${v.evoucher} `, activationcode: v.activationcode });
    expect(res.status).toBe(200);
    // 12.50 USD x 61 500 x 105 / 100
    expect(res.body).toEqual({ amount: 807_187, amount_usd: '12.50', balance: 807_187 });
    expect(await balanceOf(t, r.id)).toBe(807_187);
    expect(pm.activations.filter((a) => a.evNumber === v.evoucher)).toHaveLength(1);
    const rows = await t.request<{ data: Array<{ type: number; amount: number; info: string }> }>(
      'GET',
      '/api/transactions/my?type=1',
      { token: r.token },
    );
    expect(rows.body.data).toEqual([expect.objectContaining({ type: 1, amount: 807_187 })]);
    expect(rows.body.data[0]?.info).toContain(v.evoucher);

    const again = await redeem(r.token, v);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('این ووچر قبلاً در پنل ثبت و شارژ شده است');
    expect(await balanceOf(t, r.id)).toBe(807_187);
  });

  it('Persian digits typed by the reseller are read', async () => {
    const r = await voucherReseller();
    const v = pm.issueVoucher('1.00');
    const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const res = await redeem(r.token, { evoucher: persian(v.evoucher), activationcode: persian(v.activationcode) });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(64_575);
  });

  it("a wrong activation code or a voucher used elsewhere gets PerfectMoney's refusal in Persian and credits nothing", async () => {
    const r = await voucherReseller();
    const v = pm.issueVoucher('20.00');
    const wrong = await redeem(r.token, { evoucher: v.evoucher, activationcode: '1111222233334444' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('کد ووچر یا کد فعال‌سازی نادرست است یا این ووچر قبلاً استفاده شده است');
    expect(await balanceOf(t, r.id)).toBe(0);
    // The right code after a wrong one still works: a failed try does not burn the voucher number.
    const right = await redeem(r.token, v);
    expect(right.status).toBe(200);

    // Activated by someone else straight at PerfectMoney before the reseller typed it here.
    const spent = pm.issueVoucher('5.00');
    await fetch(`${pm.url}/acct/ev_activate.asp`, {
      method: 'POST',
      body: new URLSearchParams({
        AccountID: pm.accountId,
        PassPhrase: pm.passPhrase,
        Payee_Account: pm.payeeAccount,
        ev_number: spent.evoucher,
        ev_code: spent.activationcode,
      }),
    });
    const used = await redeem(r.token, spent);
    expect(used.status).toBe(422);
    expect(used.body.errors).toEqual(['پاسخ پرفکت‌مانی: Invalid ev_number or ev_code']);
    expect(await balanceOf(t, r.id)).toBe(right.body.amount);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('bad input: Persian field errors, PerfectMoney is never asked', async () => {
    const r = await voucherReseller();
    const before = pm.requests;
    const res = await redeem(r.token, { evoucher: '', activationcode: 'abc' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining(['کد ووچر نمی‌تواند خالی باشد', 'کد فعال‌سازی باید فقط رقم باشد (۱۲ تا ۲۰ رقم)']),
    );
    expect(pm.requests).toBe(before);
  });

  it('20 concurrent redemptions of one voucher: one activation, one credit', async () => {
    const a = await voucherReseller();
    const b = await voucherReseller();
    const v = pm.issueVoucher('3.00');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(i % 2 ? a.token : b.token, v)));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.every((x) => x.status === 200 || x.status === 409 || x.status === 422)).toBe(true);
    expect((await balanceOf(t, a.id)) + (await balanceOf(t, b.id))).toBe(193_725);
    expect(pm.activations.filter((x) => x.evNumber === v.evoucher)).toHaveLength(1);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a redemption retried with its Idempotency-Key gets the first answer; PerfectMoney is asked once', async () => {
    const r = await voucherReseller();
    const v = pm.issueVoucher('2.00');
    const send = () =>
      t.request<Answer>('POST', '/api/transactions/addperfectmoney', {
        token: r.token,
        body: v,
        headers: { 'idempotency-key': `pm-${r.id}` },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, r.id)).toBe(first.body.balance);
    expect(pm.activations.filter((x) => x.evNumber === v.evoucher)).toHaveLength(1);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('no answer from PerfectMoney: nothing credited, the voucher waits; a retry after the grace period settles it', async () => {
    const r = await voucherReseller();
    const v = pm.issueVoucher('2.00');
    pm.dropNext({ afterActivating: false });
    const lost = await redeem(r.token, v);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe('اتصال به پرفکت‌مانی برقرار نشد؛ چند دقیقه‌ی دیگر دوباره تلاش کنید');
    expect(await balanceOf(t, r.id)).toBe(0);
    const soon = await redeem(r.token, v);
    expect(soon.status).toBe(409);
    t.clock.advance(180);
    const later = await redeem(r.token, v);
    expect(later.status).toBe(200);
    expect(await balanceOf(t, r.id)).toBe(129_150);
  });

  it('a reseller whose pay group has no vouchers is refused and PerfectMoney is not asked', async () => {
    const r = await freshReseller(t, 0);
    const v = pm.issueVoucher('9.00');
    const before = pm.requests;
    const res = await redeem(r.token, v);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('این روش شارژ برای حساب شما فعال نیست');
    expect(pm.requests).toBe(before);
  });

  it('ten wrong vouchers in an hour lock further tries', async () => {
    const r = await voucherReseller();
    for (let i = 0; i < 10; i++) {
      const res = await redeem(r.token, {
        evoucher: `99${String(i).padStart(8, '0')}`,
        activationcode: '1234567812345678',
      });
      expect(res.status).toBe(422);
    }
    const v = pm.issueVoucher('1.00');
    const locked = await redeem(r.token, v);
    expect(locked.status).toBe(429);
    expect(await balanceOf(t, r.id)).toBe(0);
  });

  it('20 good vouchers at once never lock the reseller out: the ones asked to wait credit on retry', async () => {
    const r = await voucherReseller();
    const vouchers = Array.from({ length: 20 }, () => pm.issueVoucher('1.00'));
    const answers = await Promise.all(vouchers.map((v) => redeem(r.token, v)));
    const waiting = vouchers.filter((_, i) => answers[i]?.status !== 200);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.body).toMatchObject({ code: 'TRIES_IN_FLIGHT', errors: [expect.any(String)] });
    }
    for (const v of waiting) expect((await redeem(r.token, v)).status).toBe(200);
    expect(await balanceOf(t, r.id)).toBe(20 * 64_575);
    pm.dropNext({ afterActivating: false });
    expect((await redeem(r.token, pm.issueVoucher('1.00'))).status).toBe(503);
    for (let i = 0; i < 10; i++) {
      const wrong = await redeem(r.token, {
        evoucher: `77${String(i).padStart(8, '0')}`,
        activationcode: '1234567812345678',
      });
      expect(wrong.status).toBe(422);
    }
    const locked = await redeem(r.token, pm.issueVoucher('1.00'));
    expect(locked.body).toMatchObject({ code: 'VOUCHER_TRIES', errors: [expect.any(String)] });
  });

  it('20 wrong vouchers at once: ten reach PerfectMoney, ten are refused; a good voucher before them is not counted', async () => {
    const r = await voucherReseller();
    expect((await redeem(r.token, pm.issueVoucher('2.00'))).status).toBe(200);
    const before = pm.requests;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem(r.token, { evoucher: `88${String(i).padStart(8, '0')}`, activationcode: '1234567812345678' }),
      ),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(pm.requests - before).toBe(10);
  });
});

describe('PerfectMoney e-vouchers without a configured account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('vouchers are not offered: a group cannot turn them on, a reseller gets a Persian 403, nothing credited', async () => {
    const r = await freshReseller(t, 0);
    const group = await t.request('POST', '/api/admin/paygroups', {
      token: r.adminToken,
      body: { name: 'ووچر', has_perfectmoney: true },
    });
    expect(group.status).toBe(422);
    expect(group.body).toMatchObject({
      code: 'PAY_METHOD_NOT_CONFIGURED',
      errors: [expect.stringContaining('PERFECTMONEY_')],
    });
    const vip = await t.db.selectFrom('pay_groups').select('id').where('name', '=', 'ویژه').executeTakeFirstOrThrow();
    const v = await freshReseller(t, 0, { paygroup_id: vip.id });
    const res = await t.request('POST', '/api/transactions/addperfectmoney', {
      token: v.token,
      body: { evoucher: '1234567890', activationcode: '1234567890123456' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'TOP_UP_NOT_ALLOWED', message: 'این روش شارژ برای حساب شما فعال نیست' });
    expect(await balanceOf(t, v.id)).toBe(0);
  });
});
