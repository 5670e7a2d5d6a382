import net from 'node:net';
import type { TelegramLink, TelegramState } from '@pishkhan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramStandin, type TelegramStandin } from '../../test/fakes/telegram-standin.js';
import {
  createTestApp,
  DEMO_LOGINS,
  DIALECTS,
  demoPackageId,
  freshReseller,
  serveGroupOnNode,
  type TestApp,
} from '../../test/helpers.js';
import { noteSecret } from '../../test/log-scan.js';
import { waitFor } from '../../test/v2ray-node.js';
import { startXrayStandin, type XrayStandin } from '../../test/xray-standin.js';
import type { NewEvent } from '../events/events.service.js';

const LINKED = 'حساب پیشخوان شما به این گفتگو وصل شد';
const BAD_CODE = 'این کد اتصال نادرست است';
let nextChat = 910_000_000_000;

/** A TCP relay in front of a node's API that a test can cut and bring back on the same port. */
async function startRelay(target: string) {
  const [host, port] = target.split(':') as [string, string];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect({ host, port: Number(port) });
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    socket.pipe(upstream).pipe(socket);
  });
  const listen = (p: number) =>
    new Promise<number>((resolve) =>
      server.listen(p, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const relayPort = await listen(0);
  return {
    address: `127.0.0.1:${relayPort}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(relayPort),
    async close() {
      const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe.each(DIALECTS)('Telegram notices through the Bot API stand-in (%s)', (dialect) => {
  let t: TestApp;
  let bot: TelegramStandin;
  let env: Record<string, string>;

  beforeAll(async () => {
    bot = await startTelegramStandin();
    noteSecret(bot.token);
    env = { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url, NODE_TIMEOUT_MS: '1500' };
    t = await createTestApp(dialect, { env });
  });
  afterAll(async () => {
    await t?.close();
    await bot?.close();
  });

  const telegram = () => t.app.services.telegram;
  const state = async (token: string) => (await t.request<TelegramState>('GET', '/api/telegram', { token })).body;
  const newCode = async (token: string) => {
    const res = await t.request<TelegramLink>('POST', '/api/telegram/link', { token });
    expect(res.status).toBe(200);
    noteSecret(res.body.code);
    return res.body;
  };
  /** The worker's two passes, as its loops run them. */
  const poll = () => telegram().pollUpdates({ timeoutSeconds: 1 });
  const send = () => telegram().sendDue();
  const say = async (chatId: number, text: string, from: { firstName?: string; username?: string } = {}) => {
    bot.inject({ chatId, text, ...from });
    expect(await poll()).toBe(1);
    await send();
  };
  const linkedReseller = async () => {
    const r = await freshReseller(t, 0);
    const chat = nextChat++;
    await say(chat, `/start ${(await newCode(r.token)).code}`);
    expect(bot.sentTo(chat).at(-1)).toContain(LINKED);
    return { ...r, chat };
  };
  const emit = (events: NewEvent[]) => t.app.services.withTransaction((trx) => t.app.services.events.emit(trx, events));
  const topUp = (userId: number, amount: number, balance: number): NewEvent => ({
    type: 'topup.credited',
    userId,
    data: { amount, balance, method: 'giftcard' },
  });
  const pending = async () =>
    Number(
      (
        await t.db
          .selectFrom('telegram_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('links a chat with a one-time start code through /start, answers in Persian and shows who is linked', async () => {
    const r = await freshReseller(t, 0);
    expect(await state(r.token)).toMatchObject({ enabled: true, bot_username: bot.botUsername, linked: false });
    const { code, link } = await newCode(r.token);
    // core.telegram.org/bots/features#deep-linking: 1-64 of A-Z a-z 0-9 _ -.
    expect(code).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(link).toBe(`https://t.me/${bot.botUsername}?start=${code}`);

    const chat = nextChat++;
    await say(chat, `/start ${code}`, { firstName: 'مریم', username: 'maryam_sells' });
    expect(bot.sentTo(chat)).toEqual([expect.stringContaining(LINKED)]);
    expect(await state(r.token)).toMatchObject({ linked: true, name: 'مریم', username: 'maryam_sells' });
  });

  it('links with the code alone, pasted from the panel on another device', async () => {
    const r = await freshReseller(t, 0);
    const chat = nextChat++;
    await say(chat, (await newCode(r.token)).code);
    expect(bot.sentTo(chat)).toEqual([expect.stringContaining(LINKED)]);
    expect((await state(r.token)).linked).toBe(true);
  });

  it('refuses a code used twice or expired, and a bare /start, with a Persian line on how to link', async () => {
    const r = await freshReseller(t, 0);
    const { code } = await newCode(r.token);
    const first = nextChat++;
    await say(first, `/start ${code}`);
    const second = nextChat++;
    await say(second, `/start ${code}`);
    expect(bot.sentTo(second)).toEqual([expect.stringContaining(BAD_CODE)]);
    expect(bot.sentTo(second)[0]).toContain('اتصال به تلگرام');

    // A newer code works once, for ten minutes only; the chat stays with the first link.
    const late = await newCode(r.token);
    t.clock.advance(11 * 60);
    await say(second, `/start ${late.code}`);
    expect(bot.sentTo(second).at(-1)).toContain(BAD_CODE);
    const bare = nextChat++;
    await say(bare, '/start');
    expect(bot.sentTo(bare)[0]).toContain('این ربات اعلان‌های پنل پیشخوان را می‌فرستد');
    const linked = await t.db.selectFrom('telegram_links').selectAll().where('user_id', '=', r.id).execute();
    expect(linked.map((l) => Number(l.chat_id))).toEqual([first]);
  });

  it('sends a linked reseller a Persian notice of an event; nothing for a reseller who has not linked', async () => {
    const r = await linkedReseller();
    const other = await freshReseller(t, 0);
    const before = bot.sent.length;
    await emit([topUp(r.id, 1_250_000, 1_400_000), topUp(other.id, 500_000, 500_000)]);
    expect(await send()).toBe(1);
    expect(bot.sent.slice(before)).toEqual([
      { chat_id: r.chat, text: expect.stringContaining('حساب شما ۱٬۲۵۰٬۰۰۰ تومان شارژ شد (کارت هدیه)') },
    ]);
    expect(bot.sent.at(-1)?.text).toContain('موجودی: ۱٬۴۰۰٬۰۰۰ تومان');
    const forOther = await t.db.selectFrom('telegram_messages').select('id').where('user_id', '=', other.id).execute();
    expect(forOther).toEqual([]);
  });

  it('tells of a service running out with the days left in Persian digits', async () => {
    const r = await linkedReseller();
    await emit([
      {
        type: 'service.expiring',
        userId: r.id,
        data: {
          service: {
            id: 1,
            username: 'u4821',
            customer: { mobile: '09121234567', name: 'علی' },
            package_id: 1,
            package_name: 'یک ماهه ۳۰ گیگ',
            is_v2ray: true,
            is_radius: false,
            expire_in: null,
            traffic_gb: 30,
            used_gb: 2,
            unlimited_traffic: false,
            auto_renew: false,
          },
          reason: 'days',
          days_left: 3,
          traffic_left_gb: null,
        },
      },
    ]);
    await send();
    expect(bot.sentTo(r.chat).at(-1)).toBe(
      '⏳ سرویس u4821 رو به پایان است: ۳ روز از آن مانده است\nمشتری: علی 09121234567\nبسته: یک ماهه ۳۰ گیگ',
    );
  });

  it('unlinks from the panel and by /stop: no more notices', async () => {
    const r = await linkedReseller();
    const res = await t.request('DELETE', '/api/telegram', { token: r.token });
    expect(res.status).toBe(200);
    expect(await state(r.token)).toMatchObject({ linked: false, name: null });
    await send();
    expect(bot.sentTo(r.chat).at(-1)).toContain('از پنل قطع شد');
    await emit([topUp(r.id, 1000, 1000)]);
    expect(await pending()).toBe(0);

    const s = await linkedReseller();
    await say(s.chat, '/stop');
    expect(bot.sentTo(s.chat).at(-1)).toContain('اتصال این گفتگو به پیشخوان قطع شد');
    expect((await state(s.token)).linked).toBe(false);
    await emit([topUp(s.id, 1000, 1000)]);
    expect(await pending()).toBe(0);
  });

  it("holds all sending for a 429's retry_after and sends after it", async () => {
    const r = await linkedReseller();
    const before = bot.sentTo(r.chat).length;
    await emit([topUp(r.id, 2000, 2000)]);
    bot.limitNext(30);
    expect(await send()).toBe(0);
    const asked = bot.calls.sendmessage;
    expect(await send()).toBe(0);
    t.clock.advance(29);
    expect(await send()).toBe(0);
    // Nothing was even asked of Telegram while held.
    expect(bot.calls.sendmessage).toBe(asked);
    t.clock.advance(2);
    expect(await send()).toBe(1);
    expect(bot.sentTo(r.chat).slice(before)).toEqual([expect.stringContaining('۲٬۰۰۰ تومان شارژ شد')]);
  });

  it('unlinks a chat whose user blocked the bot (403) and drops its messages', async () => {
    const r = await linkedReseller();
    bot.block(r.chat);
    await emit([topUp(r.id, 3000, 3000), topUp(r.id, 4000, 7000)]);
    expect(await send()).toBe(0);
    expect((await state(r.token)).linked).toBe(false);
    expect(await pending()).toBe(0);
  });

  it('tells linked admins when a node goes down and when it answers again', async () => {
    const adminToken = await t.login(DEMO_LOGINS.admin.mobile, DEMO_LOGINS.admin.password);
    const adminChat = nextChat++;
    await say(adminChat, `/start ${(await newCode(adminToken)).code}`);
    expect((await state(adminToken)).linked).toBe(true);

    let core: XrayStandin | undefined;
    let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
    try {
      core = await startXrayStandin({ inbounds: [{ tag: 'tg-vless', protocol: 'vless' }] });
      relay = await startRelay(core.apiAddress);
      const packageId = await demoPackageId(t, 'یک ماهه ۳۰ گیگ');
      const nodeId = await serveGroupOnNode(
        t,
        adminToken,
        { ...core, apiAddress: relay.address, protocol: 'vless', core: 'xray' },
        packageId,
      );
      const status = async () =>
        (await t.db.selectFrom('nodes').select('status').where('id', '=', nodeId).executeTakeFirstOrThrow()).status;
      await t.app.services.nodes.checkNodes();
      expect(await status()).toBe('up');

      await relay.cut();
      await t.app.services.nodes.checkNodes();
      expect(await status()).toBe('down');
      await send();
      expect(bot.sentTo(adminChat).at(-1)).toContain('🔴 سرور «آلمان ۱» پاسخ نمی‌دهد');
      // Still down at the next check: not told again.
      const told = bot.sentTo(adminChat).length;
      await t.app.services.nodes.checkNodes();
      await send();
      expect(bot.sentTo(adminChat)).toHaveLength(told);

      await relay.restore();
      await waitFor('the node to answer again', async () => {
        await t.app.services.nodes.checkNodes();
        return (await status()) === 'up';
      });
      await send();
      expect(bot.sentTo(adminChat).at(-1)).toBe('🟢 سرور «آلمان ۱» دوباره پاسخ می‌دهد');
      await t.request('PUT', `/api/admin/packagegroups/${await groupOf(packageId)}/nodes`, {
        token: adminToken,
        body: { node_ids: [] },
      });
      await t.request('DELETE', `/api/admin/nodes/${nodeId}`, { token: adminToken });
    } finally {
      await relay?.close();
      await core?.stop();
      await t.request('DELETE', '/api/telegram', { token: adminToken });
    }
  });
  const groupOf = async (packageId: number) =>
    (await t.db.selectFrom('packages').select('packagegroup_id').where('id', '=', packageId).executeTakeFirstOrThrow())
      .packagegroup_id;

  it('two instances never send one message twice, and only one of them polls', async () => {
    const second = await createTestApp(dialect, { databaseEnv: t.databaseEnv, seed: false, env });
    try {
      const r = await linkedReseller();
      const before = bot.sentTo(r.chat).length;
      await emit([1, 2, 3, 4].map((n) => topUp(r.id, n * 1000, n * 1000)));
      // Both instances pass over the outbox at once until it is empty, one message per chat a pass.
      for (let pass = 0; pass < 8 && (await pending()) > 0; pass++) {
        await Promise.all([telegram().sendDue(), second.app.services.telegram.sendDue()]);
      }
      const texts = bot.sentTo(r.chat).slice(before);
      expect(texts).toHaveLength(4);
      expect(texts.map((text) => /حساب شما (\S+) تومان/.exec(text)?.[1])).toEqual(['۱٬۰۰۰', '۲٬۰۰۰', '۳٬۰۰۰', '۴٬۰۰۰']);

      const s = await freshReseller(t, 0);
      const chat = nextChat++;
      bot.inject({ chatId: chat, text: `/start ${(await newCode(s.token)).code}` });
      const conflicts = bot.conflicts;
      const read = await Promise.all([poll(), second.app.services.telegram.pollUpdates({ timeoutSeconds: 1 })]);
      expect(read.sort()).toEqual([0, 1]);
      expect(bot.conflicts).toBe(conflicts);
      await send();
      expect(bot.sentTo(chat)).toEqual([expect.stringContaining(LINKED)]);
    } finally {
      await second.close();
    }
  });
});

describe.each(DIALECTS)('Telegram not set up (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so, refuses a code and queues nothing', async () => {
    const r = await freshReseller(t, 0);
    const res = await t.request<TelegramState>('GET', '/api/telegram', { token: r.token });
    expect(res.body).toEqual({
      enabled: false,
      bot_username: null,
      linked: false,
      name: null,
      username: null,
      linked_at: null,
    });
    const link = await t.request<{ message: string }>('POST', '/api/telegram/link', { token: r.token });
    expect(link.status).toBe(422);
    expect(link.body.message).toBe('اعلان‌های تلگرام روی این سرور راه‌اندازی نشده است');
    expect(await t.app.services.telegram.pollUpdates()).toBe(0);
    expect(await t.app.services.telegram.sendDue()).toBe(0);
  });
});
