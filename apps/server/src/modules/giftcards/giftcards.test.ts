import type { GiftCard, GiftCardBatch } from '@pishkhan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestApp,
  DIALECTS,
  freshReseller,
  ledgerMismatches,
  persianDigits,
  type TestApp,
} from '../../test/helpers.js';

describe.each(DIALECTS)('gift cards (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await freshReseller(t, 0)).adminToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  const batch = async (amount: number, count: number, label = 'جشنواره') => {
    const res = await t.request<GiftCard[]>('POST', '/api/admin/giftcards', {
      token: admin,
      body: { amount, count, label },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const use = (token: string, serial: string) =>
    t.request<{ amount: number; balance: number; message?: string; errors?: string[] }>('POST', '/api/giftcards/use', {
      token,
      body: { serial },
    });

  it('the admin makes a batch of distinct printed serials and lists them with their state', async () => {
    const cards = await batch(50_000, 5);
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => c.serial)).size).toBe(5);
    for (const c of cards) {
      expect(c).toMatchObject({ amount: 50_000, label: 'جشنواره', used: false, used_by: null });
      expect(c.serial).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    }
    const list = await t.request<{ data: GiftCard[] }>('GET', '/api/admin/giftcards?state=unused', { token: admin });
    expect(list.body.data.map((c) => c.id)).toEqual(expect.arrayContaining(cards.map((c) => c.id)));
    const bad = await t.request('POST', '/api/admin/giftcards', { token: admin, body: { amount: 500, count: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining(['مبلغ کارت هدیه دست‌کم ۱٬۰۰۰ تومان است', 'تعداد باید دست‌کم ۱ باشد']),
    });
  });

  it('redeems once into the balance with a gift-code ledger row; typed in lower case with spaces it still reads', async () => {
    const [card] = await batch(120_000, 1);
    const r = await freshReseller(t, 10_000);
    const typed = ` ${card?.serial.toLowerCase().replace(/-/g, ' ')} `;
    const res = await use(r.token, typed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ amount: 120_000, balance: 130_000 });
    expect(await balanceOf(t, r.id)).toBe(130_000);
    const rows = await t.request<{ data: Array<{ type: number; amount: number }> }>(
      'GET',
      '/api/transactions/my?type=6',
      {
        token: r.token,
      },
    );
    expect(rows.body.data).toEqual([expect.objectContaining({ type: 6, amount: 120_000 })]);

    const again = await use(r.token, card?.serial ?? '');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('این کارت هدیه قبلاً استفاده شده است');
    expect(await balanceOf(t, r.id)).toBe(130_000);
    const listed = await t.request<{ data: GiftCard[] }>('GET', `/api/admin/giftcards?search=${r.mobile}`, {
      token: admin,
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: card?.id, used: true, used_by: expect.objectContaining({ mobile: r.mobile }) }),
    ]);
    // The same mobile typed on a Persian keyboard finds the same card.
    const byPersianDigits = await t.request<{ data: GiftCard[] }>(
      'GET',
      `/api/admin/giftcards?search=${encodeURIComponent(persianDigits(r.mobile))}`,
      { token: admin },
    );
    expect(byPersianDigits.body.data.map((c) => c.id)).toEqual([card?.id]);
  });

  it('a redemption retried with its Idempotency-Key gets the first answer, not «already used»; the card credits once', async () => {
    const [card] = await batch(90_000, 1);
    const r = await freshReseller(t, 0);
    const headers = { 'idempotency-key': `gift-${r.id}` };
    const send = () =>
      t.request<{ amount: number; balance: number }>('POST', '/api/giftcards/use', {
        token: r.token,
        body: { serial: card?.serial },
        headers,
      });
    const first = await send();
    const [again, burst] = [await send(), await Promise.all(Array.from({ length: 5 }, send))];
    expect(first).toMatchObject({ status: 200, body: { amount: 90_000, balance: 90_000 } });
    for (const reply of [again, ...burst]) {
      expect(reply).toMatchObject({ status: 200, body: first.body });
      expect(reply.headers['idempotent-replayed']).toBe('true');
    }
    expect(await balanceOf(t, r.id)).toBe(90_000);
    // Without the key, the serial is spent.
    expect((await use(r.token, card?.serial ?? '')).status).toBe(422);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('100 concurrent redemptions of one card by two resellers: exactly one credit', async () => {
    const [card] = await batch(75_000, 1);
    const a = await freshReseller(t, 0);
    const b = await freshReseller(t, 0);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => use(i % 2 === 0 ? a.token : b.token, card?.serial ?? '')),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    // The rest: «used» (422), or «tries still running» (429) for tries beyond ten in flight at once (reserved first).
    expect(results.filter((x) => x.status === 422 || x.status === 429)).toHaveLength(99);
    expect(results.filter((x) => x.status === 422).length).toBeGreaterThanOrEqual(19);
    expect((await balanceOf(t, a.id)) + (await balanceOf(t, b.id))).toBe(75_000);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('an unknown or empty serial is a Persian error and credits nothing; ten wrong ones lock further tries', async () => {
    const r = await freshReseller(t, 0);
    const empty = await use(r.token, '  ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([expect.stringContaining('سریال نمی‌تواند خالی باشد')]);
    for (let i = 0; i < 10; i++) {
      const wrong = await use(r.token, `WRONG${i}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe('کارت هدیه‌ای با این سریال وجود ندارد');
    }
    const [card] = await batch(10_000, 1);
    const locked = await use(r.token, card?.serial ?? '');
    expect(locked.status).toBe(429);
    expect(await balanceOf(t, r.id)).toBe(0);
  });

  it('a serial pasted with a ZWNJ or a direction mark credits; a wrong serial pasted so is still a wrong try', async () => {
    // Found by the audit of issue #47: the trailing ZWNJ a chat adds made a real serial a wrong try (decision 076).
    const [card, other] = await batch(30_000, 2);
    const r = await freshReseller(t, 0);
    const pasted = (serial: string) => `\u00a0\u200f${persianDigits(serial)}\u200c\u200d\u202c `;
    const res = await use(r.token, pasted(card?.serial ?? ''));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ amount: 30_000, balance: 30_000 });
    for (let i = 0; i < 10; i++) {
      const wrong = await use(r.token, pasted(`WRONG${i}`));
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe('کارت هدیه‌ای با این سریال وجود ندارد');
    }
    // Ten wrong tries in the hour, and none was the real card's: the next one waits, even a real serial.
    expect((await use(r.token, pasted(other?.serial ?? ''))).status).toBe(429);
    expect(await balanceOf(t, r.id)).toBe(30_000);
  });

  it('20 wrong serials at once: ten are checked, ten refused; real serials before them are not counted', async () => {
    const r = await freshReseller(t, 0);
    const [card, used] = await batch(10_000, 2);
    const other = await freshReseller(t, 0);
    expect((await use(other.token, used?.serial ?? '')).status).toBe(200);
    expect((await use(r.token, card?.serial ?? '')).status).toBe(200);
    expect((await use(r.token, used?.serial ?? '')).status).toBe(422);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => use(r.token, `GUESS${i}`)));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await balanceOf(t, r.id)).toBe(10_000);
  });

  it('25 valid cards at once never lock the reseller out: each credits or asks for a moment, and the retries credit', async () => {
    const r = await freshReseller(t, 0);
    const cards = await batch(2_000, 25);
    const answers = await Promise.all(cards.map((c) => use(r.token, c.serial)));
    const credited = answers.filter((a) => a.status === 200).length;
    const waiting = cards.filter((_, i) => answers[i]?.status !== 200);
    expect(credited).toBeGreaterThanOrEqual(10);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.body).toMatchObject({
        code: 'TRIES_IN_FLIGHT',
        message: 'چند درخواست دیگرِ شما هنوز در حال بررسی است؛ چند لحظه‌ی دیگر دوباره تلاش کنید',
        errors: [expect.any(String)],
      });
    }
    for (const c of waiting) expect((await use(r.token, c.serial)).status).toBe(200);
    expect(await balanceOf(t, r.id)).toBe(50_000);
    // Credits took nothing from the wrong-serial allowance: ten wrong ones are still answered «not found».
    for (let i = 0; i < 10; i++) expect((await use(r.token, `NOPE${i}`)).status).toBe(422);
    expect((await use(r.token, 'NOPE10')).body).toMatchObject({ code: 'GIFT_CARD_TRIES' });
  });

  it('redemptions that fail on an error give their try back: twelve failed, then a card still credits', async () => {
    const r = await freshReseller(t, 0);
    const cards = await batch(3_000, 13);
    // A fault in the ledger's write for this reseller alone, as a full disk or a dropped connection would be.
    const fault =
      dialect === 'sqlite'
        ? `create trigger giftcard_fault before insert on transactions when new.user_id = ${r.id} begin select raise(abort, 'disk full'); end`
        : `create or replace function giftcard_fault() returns trigger language plpgsql as $$ begin if new.user_id = ${r.id} then raise exception 'disk full'; end if; return new; end $$; create trigger giftcard_fault before insert on transactions for each row execute function giftcard_fault()`;
    for (const statement of fault.split(/; (?=create trigger)/)) await sql.raw(statement).execute(t.db);
    try {
      for (const c of cards.slice(0, 12)) {
        const res = await use(r.token, c.serial);
        expect(res.status).toBe(500);
      }
    } finally {
      await sql.raw(`drop trigger giftcard_fault${dialect === 'sqlite' ? '' : ' on transactions'}`).execute(t.db);
    }
    expect((await use(r.token, cards[12]?.serial ?? '')).status).toBe(200);
    for (const c of cards.slice(0, 12)) expect((await use(r.token, c.serial)).status).toBe(200);
    expect(await balanceOf(t, r.id)).toBe(39_000);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('is redeemed by resellers only, and made by the admin only', async () => {
    const r = await freshReseller(t, 0);
    expect(
      (await t.request('POST', '/api/admin/giftcards', { token: r.token, body: { amount: 5000, count: 1 } })).status,
    ).toBe(401);
    expect((await use(admin, 'ABCD-EFGH-JKLM')).status).toBe(401);
  });

  it('lists batches with how many were used, and gives every card of a batch for export', async () => {
    const cards = await batch(25_000, 3, 'نوروز');
    const other = await batch(40_000, 2, 'یلدا');
    const r = await freshReseller(t, 0);
    expect((await use(r.token, cards[1]?.serial ?? '')).status).toBe(200);
    const batches = await t.request<{ data: GiftCardBatch[]; last_page: number }>(
      'GET',
      '/api/admin/giftcards/batches',
      {
        token: admin,
      },
    );
    expect(batches.status).toBe(200);
    const [yalda, nowruz] = batches.body.data;
    expect(yalda).toMatchObject({ amount: 40_000, count: 2, used: 0, label: 'یلدا', created_by: { id: 1 } });
    expect(nowruz).toMatchObject({ amount: 25_000, count: 3, used: 1, label: 'نوروز' });
    expect(nowruz?.jdate).toMatch(/^14\d\d-\d\d-\d\d$/);
    expect(other.every((c) => c.batch_id === yalda?.id)).toBe(true);

    const exported = await t.request<GiftCard[]>('GET', `/api/admin/giftcards/batches/${nowruz?.id}/cards`, {
      token: admin,
    });
    expect(exported.body.map((c) => [c.serial, c.used])).toEqual(cards.map((c, i) => [c.serial, i === 1]));
    expect(exported.body[1]?.used_by).toMatchObject({ id: r.id });
    const ofBatch = await t.request<{ data: GiftCard[] }>('GET', `/api/admin/giftcards?batch_id=${yalda?.id}`, {
      token: admin,
    });
    expect(ofBatch.body.data.map((c) => c.id).sort()).toEqual(other.map((c) => c.id).sort());
    expect((await t.request('GET', '/api/admin/giftcards/batches/999999/cards', { token: admin })).status).toBe(404);
    expect((await t.request('GET', '/api/admin/giftcards/batches', { token: r.token })).status).toBe(401);
  });
});
