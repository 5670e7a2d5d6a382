import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentConfig } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, freshReseller, type TestApp } from '../../test/helpers.js';

/** docs/product/server-behaviour.md#security-and-integrity: provider keys are masked when shown back. */
describe.each(DIALECTS)('store gateway keys shown back (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function cryptomusStore(apiKey: string) {
    const r = await freshReseller(t, 0, { storeenable: true });
    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const paymentMethodId = methods.body.find((m) => m.code === 'cryptomus')?.id ?? 0;
    const merchant = randomUUID();
    const body = (items: Array<{ name: string; value: string }>, changepercent = 100) => ({
      payment_method_id: paymentMethodId,
      active: true,
      order: 1,
      changepercent,
      items,
    });
    const created = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
      token: r.token,
      body: body([
        { name: 'merchant', value: merchant },
        { name: 'api_key', value: apiKey },
      ]),
    });
    expect(created.status).toBe(200);
    const storedKey = async () => {
      const row = await t.db
        .selectFrom('store_payment_configs')
        .select('items')
        .where('id', '=', created.body.id)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.items) as Array<{ name: string; value: string }>).find((i) => i.name === 'api_key')?.value;
    };
    return { r, merchant, created: created.body, body, storedKey };
  }

  it('the api key comes back masked from create and from the list; the merchant stays readable', async () => {
    const apiKey = randomBytes(32).toString('base64url');
    const { r, merchant, created } = await cryptomusStore(apiKey);
    const masked = `${apiKey.slice(0, 4)}••••${apiKey.slice(-4)}`;
    expect(created.items).toEqual([
      { name: 'merchant', value: merchant },
      { name: 'api_key', value: masked },
    ]);
    const list = await t.request<PaymentConfig[]>('GET', '/api/paymentmethods/mymethods', { token: r.token });
    expect(JSON.stringify(list.body)).not.toContain(apiKey);
    expect(list.body[0]?.items).toEqual(created.items);
  });

  it('a short key is all bullets', async () => {
    const { created } = await cryptomusStore('short-key');
    expect(created.items.find((i) => i.name === 'api_key')?.value).toBe('••••••••');
  });

  it('an edit that sends the masked key back keeps the stored key; a new key replaces it', async () => {
    const apiKey = randomBytes(32).toString('hex');
    const { r, created, body, storedKey } = await cryptomusStore(apiKey);
    const edited = await t.request<PaymentConfig>('PUT', `/api/paymentmethods/${created.id}`, {
      token: r.token,
      body: body(created.items, 120),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ changepercent: 120, items: created.items });
    expect(await storedKey()).toBe(apiKey);

    const newKey = randomBytes(32).toString('hex');
    const merchant = created.items.find((i) => i.name === 'merchant')?.value ?? '';
    const replaced = await t.request<PaymentConfig>('PUT', `/api/paymentmethods/${created.id}`, {
      token: r.token,
      body: body([
        { name: 'merchant', value: merchant },
        { name: 'api_key', value: newKey },
      ]),
    });
    expect(replaced.status).toBe(200);
    expect(await storedKey()).toBe(newKey);
  });

  it('a masked value that is not the stored key is refused and changes nothing', async () => {
    const apiKey = randomBytes(32).toString('hex');
    const { r, created, body, storedKey } = await cryptomusStore(apiKey);
    const merchant = created.items.find((i) => i.name === 'merchant')?.value ?? '';
    const res = await t.request('PUT', `/api/paymentmethods/${created.id}`, {
      token: r.token,
      body: body([
        { name: 'merchant', value: merchant },
        { name: 'api_key', value: 'abcd••••wxyz' },
      ]),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: ['کلید «api_key» را دوباره وارد کنید'] });
    expect(await storedKey()).toBe(apiKey);

    const other = await cryptomusStore(randomBytes(32).toString('hex'));
    const copied = await t.request('POST', '/api/paymentmethods', {
      token: other.r.token,
      body: other.body(created.items),
    });
    expect(copied.status).toBe(422);
  });

  it('card and Zarinpal keys are not secrets: the customer sees the card', async () => {
    const r = await freshReseller(t, 0, { storeenable: true });
    const methods = await t.request<Array<{ id: number; code: string }>>('GET', '/api/paymentmethods', {
      token: r.token,
    });
    const id = (code: string) => methods.body.find((m) => m.code === code)?.id ?? 0;
    const card = [
      { name: 'card_number', value: '6037991234567890' },
      { name: 'holder_name', value: 'علی رضایی' },
    ];
    const zarinpal = [{ name: 'merchant_id', value: randomUUID() }];
    for (const [code, items] of [
      ['card', card],
      ['zarinpal', zarinpal],
    ] as const) {
      const res = await t.request<PaymentConfig>('POST', '/api/paymentmethods', {
        token: r.token,
        body: { payment_method_id: id(code), active: true, order: 1, changepercent: 100, items },
      });
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual(items);
    }
  });
});
