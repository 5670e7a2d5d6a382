import type { PaymentConfig, Product, PublicOrder } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCryptomus, startFakeCryptomus } from '../../test/fakes/cryptomus-fake.js';
import { type FakeZarinpal, startFakeZarinpal, zarinpalEnv } from '../../test/fakes/zarinpal-fake.js';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  demoPackageId,
  freshReseller,
  injectWebhook,
  ledgerMismatches,
  type TestApp,
} from '../../test/helpers.js';

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

describe.each(DIALECTS)('the store and its public checkout (%s)', (dialect) => {
  let t: TestApp;
  let zp: FakeZarinpal;
  let cm: FakeCryptomus;
  let packageId: number;

  beforeAll(async () => {
    zp = await startFakeZarinpal();
    cm = await startFakeCryptomus({ deliver: injectWebhook(() => t) });
    t = await createTestApp(dialect, { env: { ...zarinpalEnv(zp), CRYPTOMUS_BASE_URL: cm.url } });
    packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
  });
  afterAll(async () => {
    await t?.close();
    await zp?.close();
    await cm?.close();
  });

  const methodId = async (token: string, code: string) => {
    const all = await t.request<Array<{ id: number; code: string; keys: string[] }>>('GET', '/api/paymentmethods', {
      token,
    });
    return all.body.find((m) => m.code === code)?.id ?? 0;
  };

  /** A reseller with the store on, a product and the three gateways (Zarinpal at +10%). */
  async function openStore(balance: number) {
    const r = await freshReseller(t, balance, { storeenable: true, discount: 90 });
    const add = async (code: string, items: Array<{ name: string; value: string }>, changepercent = 100, order = 1) => {
      const res = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
        token: r.token,
        body: { payment_method_id: await methodId(r.token, code), active: true, order, changepercent, items },
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    await add('zarinpal', [{ name: 'merchant_id', value: zp.merchantId }], 110, 1);
    await add(
      'card',
      [
        { name: 'card_number', value: '6037-9975-1234-5678' },
        { name: 'holder_name', value: 'رضا رضایی' },
      ],
      100,
      2,
    );
    await add(
      'cryptomus',
      [
        { name: 'merchant', value: cm.merchant },
        { name: 'api_key', value: cm.apiKey },
      ],
      100,
      3,
    );
    const product = await t.request<Product>('POST', '/api/products', {
      token: r.token,
      body: { name: 'اشتراک یک‌ماهه', price: 250_000, package_id: packageId },
    });
    expect(product.status).toBe(200);
    return { r, product: product.body, token: product.body.link.split('/buy/')[1] ?? '' };
  }

  const start = (token: string, contact: string, method_id: number) =>
    t.request<{ order: string; redirect: string | null; message?: string }>('POST', `/api/shop/p/${token}`, {
      body: { contact, method_id },
    });
  const order = (token: string) => t.request<PublicOrder>('GET', `/api/shop/orders/${token}`);
  const servicesOf = async (r: Reseller) =>
    (await t.request<{ data: unknown[] }>('GET', '/api/services', { token: r.token })).body.data.length;
  const callbackPath = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it('payment methods: keys checked in Persian, the list in display order, a method with orders is not deleted', async () => {
    const r = await freshReseller(t, 0, { storeenable: true });
    const zarinpal = await methodId(r.token, 'zarinpal');
    const missing = await t.request('POST', '/api/paymentmethods', {
      token: r.token,
      body: { payment_method_id: zarinpal, active: true, order: 1, changepercent: 100, items: [] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: 'کلیدهای لازم این درگاه کامل نیست',
      errors: ['کلید «merchant_id» را وارد کنید'],
    });
    const wrong = await t.request('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: await methodId(r.token, 'card'),
        active: true,
        order: 1,
        changepercent: 100,
        items: [
          { name: 'card_number', value: '1234' },
          { name: 'iban', value: 'IR00' },
        ],
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: ['شماره‌ی کارت باید ۱۶ رقم باشد', 'کلید «iban» برای این درگاه تعریف نشده است'],
    });
    const off = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: { payment_method_id: zarinpal, active: false, order: 5, changepercent: 100, items: [] },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ name: 'زرین‌پال', active: false, order: 5, items: [] });
    const plain = await freshReseller(t, 0);
    expect((await t.request('GET', '/api/paymentmethods/mymethods', { token: plain.token })).status).toBe(403);
    const other = await t.request('DELETE', `/api/paymentmethods/${off.body.id}`, { token: plain.token });
    expect(other.status).toBe(403);
    expect((await t.request('DELETE', `/api/paymentmethods/${off.body.id}`, { token: r.token })).status).toBe(200);
  });

  it('products: the link, the package at the reseller price rounded to 1000, custom packages refused, delete', async () => {
    const { r, product } = await openStore(0);
    expect(product).toMatchObject({
      name: 'اشتراک یک‌ماهه',
      price: 250_000,
      active: true,
      package: { name: 'یک ماهه ۳۰ گیگ', price: 135_000 },
    });
    expect(product.link).toMatch(/^http:\/\/panel\.test\/buy\/[\w-]{24}$/);
    const custom = await t.request('POST', '/api/products', {
      token: r.token,
      body: { name: 'دلخواه', price: 10_000, package_id: await demoPackageId(t, 'V2Ray دلخواه') },
    });
    expect(custom.status).toBe(422);
    const empty = await t.request('POST', '/api/products', {
      token: r.token,
      body: { name: ' ', package_id: packageId },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: expect.arrayContaining(['نام محصول نمی‌تواند خالی باشد']) });
    const token = product.link.split('/buy/')[1];
    expect((await t.request('GET', `/api/shop/p/${token}`)).status).toBe(200);
    expect((await t.request('DELETE', `/api/products/${product.id}`, { token: r.token })).status).toBe(200);
    expect((await t.request('GET', '/api/products/myproducts', { token: r.token })).body).toEqual([]);
    const gone = await t.request('GET', `/api/shop/p/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: 'این محصول وجود ندارد یا فروش آن متوقف شده است' });
  });

  it('checkout: store, product and active methods in order with changepercent; bad contact is a Persian 422', async () => {
    const { r, token } = await openStore(0);
    const before = await t.request('GET', `/api/shop/p/${token}`);
    expect(before.body).toMatchObject({ store: 'فروشنده آزمایشی', servicename: '' });
    await t.request('POST', '/api/users/support', {
      token: r.token,
      body: { store: 'فروشگاه رضا', servicename: 'رضا نت', supportlink: '@reza_shop' },
    });
    const res = await t.request<{ methods: Array<{ code: string; amount: string; currency: string }> }>(
      'GET',
      `/api/shop/p/${token}`,
    );
    expect(res.body).toMatchObject({
      store: 'فروشگاه رضا',
      servicename: 'رضا نت',
      supportlink: 'https://t.me/reza_shop',
      product: { name: 'اشتراک یک‌ماهه', price: 250_000, days: 30, traffic_gb: 30, is_v2ray: true },
    });
    expect(res.body.methods.map((m) => [m.code, m.amount, m.currency])).toEqual([
      ['zarinpal', '275000', 'IRT'],
      ['card', '250000', 'IRT'],
      // 250 000 Toman at the demo dollar rate of 61 500: 4.07 USD, rounded up.
      ['cryptomus', '4.07', 'USD'],
    ]);
    const bad = await start(token, 'نه موبایل نه ایمیل', 1);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: expect.arrayContaining(['موبایل یا ایمیل معتبر نیست']) });
  });

  it('checkout: two gateways of one kind read apart by card ending and price percent; the admin cannot give two kinds one title (decision 019)', async () => {
    const { r, token } = await openStore(0);
    await t.request('POST', '/api/paymentmethods', {
      token: r.token,
      body: {
        payment_method_id: await methodId(r.token, 'card'),
        active: true,
        order: 4,
        changepercent: 95,
        items: [
          { name: 'card_number', value: '6104 3377 0000 4321' },
          { name: 'holder_name', value: 'مینا رضایی' },
        ],
      },
    });
    const res = await t.request<{
      methods: Array<{ name: string; code: string; card_ending: string; changepercent: number; amount: string }>;
    }>('GET', `/api/shop/p/${token}`);
    expect(res.body.methods.map((m) => [m.name, m.code, m.card_ending, m.changepercent, m.amount])).toEqual([
      ['زرین‌پال', 'zarinpal', '', 110, '275000'],
      ['کارت به کارت', 'card', '5678', 100, '250000'],
      ['ارز دیجیتال (کریپتوماس)', 'cryptomus', '', 100, '4.07'],
      ['کارت به کارت', 'card', '4321', 95, '237500'],
    ]);

    const admin = r.adminToken;
    const methods = await t.request<Array<{ id: number; code: string; name: string }>>(
      'GET',
      '/api/admin/paymentmethods',
      { token: admin },
    );
    const zarinpal = methods.body.find((m) => m.code === 'zarinpal');
    const rename = (name: string) =>
      t.request('PUT', `/api/admin/paymentmethods/${zarinpal?.id}`, { token: admin, body: { name, active: true } });
    for (const taken of ['کارت به کارت', ' کارت  به‌کارت ']) {
      const clash = await rename(taken);
      expect(clash.status).toBe(422);
      expect(clash.body).toMatchObject({ errors: ['روش پرداخت دیگری همین نام را دارد؛ نام دیگری بنویسید'] });
    }
    // Its own title again, or a new one, is fine.
    expect((await rename('زرین‌پال')).status).toBe(200);
    expect((await rename('درگاه زرین‌پال')).status).toBe(200);
    expect((await rename('زرین‌پال')).status).toBe(200);
  });

  it('Zarinpal: pay, verify with our amount, deliver a service from the reseller balance; 20 replays deliver once', async () => {
    const { r, token } = await openStore(1_000_000);
    const zarinpal = await methodId(r.token, 'zarinpal');
    const configs = await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token });
    const configId = configs.body.find((c) => c.payment_method_id === zarinpal)?.id ?? 0;
    const started = await start(token, '۰۹۱۲۳۴۵۶۷۸۹', configId);
    expect(started.status).toBe(200);
    expect(started.body.redirect).toMatch(new RegExp(`^${zp.startPayUrl}/A\\w+$`));
    const authority = started.body.redirect?.split('/').pop() ?? '';
    expect(zp.payments.get(authority)?.amount).toBe(2_750_000);
    expect((await order(started.body.order)).body).toMatchObject({ status: 0, status_label: 'در انتظار پرداخت' });

    const back = zp.pay(authority);
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.request('GET', callbackPath(back))));
    expect(replies.every((x) => x.status === 302)).toBe(true);
    expect(replies[0]?.headers.location).toBe(`http://panel.test/order/${started.body.order}`);
    const done = await order(started.body.order);
    expect(done.body).toMatchObject({ status: 2, status_label: 'تحویل شده', contact: '09123456789' });
    expect(done.body.service?.link).toMatch(/^vless:\/\//);
    expect(done.body.service?.subscription_url).toMatch(/^http:\/\/panel\.test\/sub\//);
    // The reseller paid their own price for the package (150 000 at 90%), once.
    expect(await balanceOf(t, r.id)).toBe(865_000);
    expect(await servicesOf(r)).toBe(1);
    const listed = await t.request<{ data: Array<{ status: number; service_id: number; user: { mobile: string } }> }>(
      'GET',
      '/api/shop/myorders',
      { token: r.token },
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        status: 2,
        status_label: 'تحویل شده',
        user: { mobile: '09123456789' },
        amount: '275000',
      }),
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('Zarinpal: a callback with another payment, an unpaid one or a cancelled one delivers nothing', async () => {
    const { r, token } = await openStore(1_000_000);
    const configId =
      (await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })).body[0]?.id ?? 0;
    const a = await start(token, 'buyer@example.com', configId);
    const authority = a.body.redirect?.split('/').pop() ?? '';
    // Someone pays 1 000 Toman through the same merchant and swaps the authority into our callback.
    const cheap = await fetch(`${zp.url}/pg/v4/payment/request.json`, {
      method: 'POST',
      body: JSON.stringify({
        merchant_id: zp.merchantId,
        amount: 10_000,
        description: 'x',
        callback_url: 'http://x.test/',
      }),
    }).then((res) => res.json() as Promise<{ data: { authority: string } }>);
    zp.pay(cheap.data.authority);
    const swapped = await t.request(
      'GET',
      `/api/shop/zarinpal/callback?order=${a.body.order}&Authority=${cheap.data.authority}&Status=OK`,
    );
    expect(swapped.status).toBe(302);
    // Forged before paying: Zarinpal says not paid (-51).
    const early = await t.request(
      'GET',
      `/api/shop/zarinpal/callback?order=${a.body.order}&Authority=${authority}&Status=OK`,
    );
    expect(early.status).toBe(302);
    expect((await order(a.body.order)).body).toMatchObject({ status: 0, service: null });
    // The payer cancels at the gateway.
    const back = zp.pay(authority, 'NOK');
    await t.request('GET', callbackPath(back));
    expect((await order(a.body.order)).body).toMatchObject({
      status: 3,
      status_label: 'ناموفق یا لغو شده',
      service: null,
    });
    expect(await balanceOf(t, r.id)).toBe(1_000_000);
    expect(await servicesOf(r)).toBe(0);
  });

  it('reconciliation: a paid order whose payer never came back is delivered; an unpaid one fails after an hour', async () => {
    const { r, token } = await openStore(1_000_000);
    const configId = (await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token }))
      .body[0]?.id;
    const paid = await start(token, '09125550001', configId ?? 0);
    const unpaid = await start(token, '09125550002', configId ?? 0);
    zp.pay(paid.body.redirect?.split('/').pop() ?? '');
    await t.app.services.store.reconcile();
    expect((await order(paid.body.order)).body.status).toBe(0);
    t.clock.advance(11 * 60);
    await t.app.services.store.reconcile();
    expect((await order(paid.body.order)).body).toMatchObject({ status: 2 });
    expect((await order(unpaid.body.order)).body).toMatchObject({ status: 0 });
    t.clock.advance(60 * 60);
    await t.app.services.store.reconcile();
    expect((await order(unpaid.body.order)).body).toMatchObject({ status: 3, service: null });
    expect(await servicesOf(r)).toBe(1);
    expect(await balanceOf(t, r.id)).toBe(865_000);
  });

  it('a flood of orders from one address: ten placed, the rest a Persian 429; the store still sells elsewhere', async () => {
    const { r, token } = await openStore(0);
    const card = (
      await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })
    ).body.find((c) => c.paymentMethod.code === 'card')?.id;
    const from = (ip: string, i: number) =>
      t.request('POST', `/api/shop/p/${token}`, {
        ip,
        body: { contact: `0912${String(i).padStart(7, '0')}`, method_id: card },
      });
    // Bad input first: refused, and it does not use up the allowance.
    const bad = await t.request('POST', `/api/shop/p/${token}`, {
      ip: '198.51.100.7',
      body: { contact: 'x', method_id: card },
    });
    expect(bad.status).toBe(422);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => from('198.51.100.7', i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.body).toEqual({
      message: 'سفارش‌های زیادی پشت سر هم ثبت شد؛ کمی بعد دوباره تلاش کنید',
      errors: ['از این نشانی حداکثر ۱۰ سفارش در ۱۰ دقیقه پذیرفته می‌شود'],
      code: 'STORE_ORDERS_THROTTLED',
    });
    expect((await from('198.51.100.8', 99)).status).toBe(200);
    const listed = await t.request<{ data: unknown[]; last_page: number }>('GET', '/api/shop/myorders', {
      token: r.token,
    });
    expect(listed.body.last_page).toBe(Math.ceil(11 / listed.body.data.length));

    // A hundred an hour per store, whatever the addresses; another store is not affected.
    const many = await Promise.all(Array.from({ length: 100 }, (_, i) => from(`203.0.113.${Math.floor(i / 10)}`, i)));
    expect(many.filter((a) => a.status === 200)).toHaveLength(89);
    const full = many.find((a) => a.status === 429);
    expect(full?.body).toMatchObject({
      code: 'STORE_ORDERS_THROTTLED',
      errors: ['این فروشگاه در این ساعت سفارش بیشتری نمی‌پذیرد'],
    });
    const other = await openStore(0);
    const otherCard = (
      await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: other.r.token })
    ).body.find((c) => c.paymentMethod.code === 'card')?.id;
    const elsewhere = await t.request('POST', `/api/shop/p/${other.token}`, {
      ip: '203.0.113.200',
      body: { contact: '09120000001', method_id: otherCard },
    });
    expect(elsewhere.status).toBe(200);
    t.clock.advance(3601);
    expect((await from('198.51.100.7', 100)).status).toBe(200);
  });

  it("under maintenance new orders get the reseller API's answer; orders already placed still pay and deliver", async () => {
    const { r, token } = await openStore(1_000_000);
    const configs = (await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })).body;
    const zarinpal = configs.find((c) => c.paymentMethod.code === 'zarinpal')?.id ?? 0;
    const card = configs.find((c) => c.paymentMethod.code === 'card')?.id ?? 0;
    const placed = await start(token, '09123334455', zarinpal);
    const placedCard = await start(token, '09123334466', card);
    expect(placed.status).toBe(200);
    const maintenance = (on: boolean) =>
      t.request('PUT', '/api/admin/settings/maintenance', { token: r.adminToken, body: { undermaintenance: on } });
    expect((await maintenance(true)).status).toBe(200);
    try {
      const refused = await start(token, '09123334477', card);
      const reseller = await t.request('GET', '/api/services', { token: r.token });
      expect(refused.status).toBe(503);
      expect(reseller.status).toBe(503);
      expect(refused.body).toEqual(reseller.body);
      expect(refused.body).toMatchObject({ code: 'UNDER_MAINTENANCE', message: 'سامانه در حال به‌روزرسانی است' });
      const back = zp.pay(placed.body.redirect?.split('/').pop() ?? '');
      expect((await t.request('GET', callbackPath(back))).status).toBe(302);
      expect((await order(placed.body.order)).body).toMatchObject({ status: 2 });
      const sent = await t.request<PublicOrder>('POST', `/api/shop/orders/${placedCard.body.order}/card`, {
        body: { reference: '654321' },
      });
      expect(sent.status).toBe(200);
    } finally {
      await maintenance(false);
    }
    expect((await start(token, '09123334477', card)).status).toBe(200);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('card to card: the customer sends a reference, the reseller confirms (delivered) or rejects (cancelled)', async () => {
    const { r, token } = await openStore(1_000_000);
    const configs = (await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })).body;
    const card = configs.find((c) => c.paymentMethod.code === 'card')?.id ?? 0;
    const a = await start(token, '09121112233', card);
    expect(a.body.redirect).toBeNull();
    expect((await order(a.body.order)).body.card).toEqual({
      card_number: '6037997512345678',
      holder_name: 'رضا رضایی',
      reference: '',
    });
    const sent = await t.request<PublicOrder>('POST', `/api/shop/orders/${a.body.order}/card`, {
      body: { reference: '۱۲۳۴۵۶' },
    });
    expect(sent.body.card?.reference).toBe('123456');
    const list = await t.request<{ data: Array<{ id: number; awaiting_confirmation: boolean }> }>(
      'GET',
      '/api/shop/myorders',
      {
        token: r.token,
      },
    );
    const id = list.body.data[0]?.id ?? 0;
    expect(list.body.data[0]?.awaiting_confirmation).toBe(true);
    const stranger = await freshReseller(t, 0, { storeenable: true });
    expect((await t.request('POST', `/api/shop/orders/${id}/confirm`, { token: stranger.token })).status).toBe(404);
    const confirm = (key: string) =>
      t.request('POST', `/api/shop/orders/${id}/confirm`, { token: r.token, headers: { 'idempotency-key': key } });
    const confirmed = await confirm(`confirm-${id}`);
    expect(confirmed.body).toMatchObject({ status: 2 });
    expect((await order(a.body.order)).body.service?.link).toMatch(/^vless:\/\//);
    // The same confirm retried (its answer lost) gets the first answer; a new one is refused.
    const retried = await confirm(`confirm-${id}`);
    expect(retried).toMatchObject({ status: 200, body: confirmed.body });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await t.request('POST', `/api/shop/orders/${id}/confirm`, { token: r.token })).status).toBe(422);

    const b = await start(token, '09121112244', card);
    const idB = (await t.request<{ data: Array<{ id: number }> }>('GET', '/api/shop/myorders', { token: r.token })).body
      .data[0]?.id;
    expect((await t.request('POST', `/api/shop/orders/${idB}/reject`, { token: r.token })).body).toMatchObject({
      status: 3,
    });
    expect((await order(b.body.order)).body).toMatchObject({ status: 3, service: null });
    expect(await servicesOf(r)).toBe(1);
    expect(await balanceOf(t, r.id)).toBe(865_000);
  });

  it('card to card: the orders waiting for the reseller are counted for the sidebar badge, and leave the count once decided', async () => {
    const { r, token } = await openStore(1_000_000);
    const awaiting = async (who = r.token) =>
      (await t.request<{ count: number }>('GET', '/api/shop/myorders/awaiting', { token: who })).body;
    const configs = (await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })).body;
    const card = configs.find((c) => c.paymentMethod.code === 'card')?.id ?? 0;
    const zarinpal = configs.find((c) => c.paymentMethod.code === 'zarinpal')?.id ?? 0;
    expect(await awaiting()).toEqual({ count: 0 });
    // Placed but no reference yet, and a gateway order: nothing for the reseller to decide.
    const a = await start(token, '09121115511', card);
    await start(token, '09121115522', zarinpal);
    expect(await awaiting()).toEqual({ count: 0 });
    const b = await start(token, '09121115533', card);
    for (const placed of [a, b])
      await t.request('POST', `/api/shop/orders/${placed.body.order}/card`, { body: { reference: '778899' } });
    expect(await awaiting()).toEqual({ count: 2 });
    // Another reseller's store counts its own orders only.
    const stranger = await freshReseller(t, 0, { storeenable: true });
    expect(await awaiting(stranger.token)).toEqual({ count: 0 });
    const ids = (await t.request<{ data: Array<{ id: number }> }>('GET', '/api/shop/myorders', { token: r.token })).body
      .data;
    await t.request('POST', `/api/shop/orders/${ids[0]?.id}/reject`, { token: r.token });
    expect(await awaiting()).toEqual({ count: 1 });
    await t.request('POST', `/api/shop/orders/${ids[2]?.id}/confirm`, { token: r.token });
    expect(await awaiting()).toEqual({ count: 0 });
    expect((await t.request('GET', '/api/shop/myorders/awaiting', { token: r.adminToken })).status).toBe(401);
  });

  it('a paid order waits on a short balance, the reseller is notified once, and it is delivered after a top-up', async () => {
    const { r, token } = await openStore(0);
    const card = (
      await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })
    ).body.find((c) => c.paymentMethod.code === 'card')?.id;
    const a = await start(token, '09121113344', card ?? 0);
    await t.request('POST', `/api/shop/orders/${a.body.order}/card`, { body: { reference: '99' } });
    const id = (await t.request<{ data: Array<{ id: number }> }>('GET', '/api/shop/myorders', { token: r.token })).body
      .data[0]?.id;
    const paid = await t.request('POST', `/api/shop/orders/${id}/confirm`, { token: r.token });
    expect(paid.body).toMatchObject({ status: 1, status_label: 'پرداخت شده، در انتظار تحویل' });
    await t.app.services.store.reconcile();
    const notes = await t.request<Array<{ title: string }>>('GET', '/api/notifications/my', { token: r.token });
    expect(notes.body.filter((n) => n.title === 'سفارش فروشگاه در انتظار موجودی')).toHaveLength(1);
    expect(await balanceOf(t, r.id)).toBe(0);

    await t.request('POST', `/api/admin/users/${r.id}/balance`, {
      token: r.adminToken,
      body: { amount: 200_000, info: 'شارژ' },
    });
    await t.app.services.store.reconcile();
    expect((await order(a.body.order)).body).toMatchObject({ status: 2 });
    expect(await balanceOf(t, r.id)).toBe(65_000);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('Cryptomus invoice: paid on Cryptomus, its signed webhook confirmed through the API delivers once', async () => {
    const { r, token } = await openStore(1_000_000);
    const crypto = (
      await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token })
    ).body.find((c) => c.paymentMethod.code === 'cryptomus')?.id;
    const a = await start(token, 'buyer2@example.com', crypto ?? 0);
    expect(a.body).toMatchObject({ redirect: expect.stringMatching(new RegExp(`^${cm.url}/pay/`)) });
    const uuid = a.body.redirect?.split('/pay/')[1] ?? '';
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cryptomus/webhook',
      payload: cm.sign(
        { type: 'payment', uuid, order_id: `store-${a.body.order}`, status: 'paid', is_final: true },
        'wrong-key',
      ),
      headers: { 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(400);
    // Signed correctly, but the invoice is not paid yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cryptomus/webhook',
      payload: cm.sign({ type: 'payment', uuid, order_id: `store-${a.body.order}`, status: 'paid', is_final: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect(early.statusCode).toBe(200);
    expect((await order(a.body.order)).body.status).toBe(0);
    const paid = await cm.payInvoice(uuid);
    expect(paid.status).toBe(200);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        cm.post === undefined
          ? null
          : t.app.inject({
              method: 'POST',
              url: '/api/shop/cryptomus/webhook',
              payload: paid.rawBody,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    expect((await order(a.body.order)).body).toMatchObject({ status: 2, method: 'cryptomus', amount: '4.07' });
    expect(await servicesOf(r)).toBe(1);
    expect(await balanceOf(t, r.id)).toBe(865_000);
  });
});
