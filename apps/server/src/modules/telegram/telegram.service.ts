import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TELEGRAM_LINK_CODE_MINUTES, type TelegramLink, type TelegramState } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { type BotApi, createBotApi } from '../../integrations/telegram/bot-api.js';
import { afterCommit, createSignal } from '../../lib/after-commit.js';
import type { EventSink, ResellerEvent } from '../events/events.service.js';
import {
  adminChats,
  chatsOfUsers,
  dropPending,
  getLink,
  insertMessages,
  linkChat,
  linkOfChat,
  replaceLinkCode,
  unlinkChat,
  unlinkUser,
  useLinkCode,
} from './telegram.repository.js';
import { createTelegramSender } from './telegram-sender.js';
import { nodeBackText, nodeDownText, noticeText, REPLIES } from './telegram-texts.js';
import { createUpdatesPoller, type StartMessage } from './telegram-updates.js';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** A deep-link payload: 1-64 of A-Z a-z 0-9 _ - (core.telegram.org/bots/features#deep-linking). */
const PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;
/** A start code as the panel makes them: 16 random bytes in base64url. */
const CODE = /^[A-Za-z0-9_-]{22}$/;
const STATE_WAIT_MS = 2000;
const pause = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());
/** After Telegram did not answer getMe, the panel does not ask again for this long. */
const GET_ME_PAUSE_MS = 60_000;

/**
 * Telegram notices (docs/product/integrations.md#telegram, decision 112): a user links a chat with a one-time start
 * code; events and, for admins, a node's health are written to an outbox in the transaction of the change, and the
 * worker sends them and reads what users send the bot. Without TELEGRAM_BOT_TOKEN, nothing is queued, polled or sent.
 */
export function createTelegramService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  config: { botToken?: string | undefined; apiUrl: string };
}) {
  const { db } = deps;
  const iso = () => deps.now().toISOString();
  const api: BotApi | undefined = deps.config.botToken
    ? createBotApi({ apiUrl: deps.config.apiUrl, token: deps.config.botToken })
    : undefined;
  /** Messages were queued and committed: this process's sender starts on them (the others poll). */
  const messagesQueued = createSignal();
  const queued = (trx: Executor) => afterCommit(trx, () => messagesQueued.notify());

  let botName: Promise<string> | undefined;
  let getMeFailedAt = Number.NEGATIVE_INFINITY;
  /** The bot's @username, asked of Telegram once and kept. */
  function botUsername(bot: BotApi) {
    if (!botName && Date.now() - getMeFailedAt < GET_ME_PAUSE_MS)
      return Promise.reject(new AppError('TELEGRAM_UNAVAILABLE'));
    botName ??= bot.getMe().then(
      (me) => me.username ?? '',
      (error) => {
        botName = undefined;
        getMeFailedAt = Date.now();
        deps.log.warn({ err: error }, 'telegram getMe failed');
        throw new AppError('TELEGRAM_UNAVAILABLE');
      },
    );
    return botName;
  }

  /** What a user sent the bot in a private chat: `/start <code>` links, `/stop` unlinks, anything else is answered. */
  async function onMessage(trx: Executor, message: StartMessage) {
    const at = iso();
    const reply = (text: string, userId: number | null) =>
      insertMessages(trx, [{ chat_id: message.chatId, user_id: userId, text }], at);
    queued(trx);
    // `/start <code>` from the deep link, or the code alone, pasted from the panel on another device.
    const start = /^\/start(?:@\w+)?(?:\s+(\S+))?$/i.exec(message.text);
    const code = start?.[1] ?? (CODE.test(message.text) ? message.text : undefined);
    if (code) {
      const userId = PAYLOAD.test(code) ? await useLinkCode(trx, hashCode(code), at) : undefined;
      if (userId === undefined) {
        const linked = await linkOfChat(trx, message.chatId);
        return reply(REPLIES.badCode, linked?.user_id ?? null);
      }
      await linkChat(trx, {
        user_id: userId,
        chat_id: message.chatId,
        tg_username: message.username.slice(0, 64),
        tg_first_name: message.firstName.slice(0, 255),
        linked_at: at,
      });
      return reply(REPLIES.linked, userId);
    }
    if (/^\/stop(?:@\w+)?$/i.test(message.text)) {
      const link = await unlinkChat(trx, message.chatId);
      if (link) await dropPending(trx, message.chatId);
      return reply(link ? REPLIES.stopped : REPLIES.notLinked, null);
    }
    const linked = await linkOfChat(trx, message.chatId);
    return reply(linked ? REPLIES.alreadyLinked : REPLIES.howToLink, linked?.user_id ?? null);
  }

  const owner = randomUUID();
  const poller = api && createUpdatesPoller({ ...deps, api, owner, onMessage });
  const sender = api && createTelegramSender({ ...deps, api });

  const sink: EventSink = {
    listening: async (trx, userIds) => (api ? [...(await chatsOfUsers(trx, userIds)).keys()] : []),
    async accept(trx, events: ResellerEvent[]) {
      if (!api) return;
      const chats = await chatsOfUsers(trx, [...new Set(events.map((e) => e.userId))]);
      const rows = events.flatMap((event) => {
        const chat = chats.get(event.userId);
        return chat === undefined ? [] : [{ chat_id: chat, user_id: event.userId, text: noticeText(event) }];
      });
      if (rows.length === 0) return;
      await insertMessages(trx, rows, iso());
      queued(trx);
    },
  };

  return {
    enabled: api !== undefined,
    messagesQueued,
    /** The events' sink (services.ts hands it to `events`). */
    sink,
    async state(userId: number): Promise<TelegramState> {
      const link = api ? await getLink(db, userId) : undefined;
      // A Telegram that does not answer soon leaves the name out rather than hold the settings screen.
      const bot = api ? await Promise.race([botUsername(api).catch(() => null), pause(STATE_WAIT_MS, null)]) : null;
      return {
        enabled: api !== undefined,
        bot_username: bot || null,
        linked: link !== undefined,
        name: link?.tg_first_name || null,
        username: link?.tg_username || null,
        linked_at: link?.linked_at ?? null,
      };
    },
    /** A fresh start code; the user's earlier unused one stops working. */
    async link(userId: number): Promise<TelegramLink> {
      if (!api) throw new AppError('TELEGRAM_NOT_CONFIGURED');
      const bot = await botUsername(api);
      const code = randomBytes(16).toString('base64url');
      const now = deps.now();
      const expires = new Date(now.getTime() + TELEGRAM_LINK_CODE_MINUTES * 60_000).toISOString();
      await replaceLinkCode(db, {
        code_hash: hashCode(code),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expires,
      });
      return { code, link: `https://t.me/${bot}?start=${code}`, expires_at: expires };
    },
    async unlink(userId: number) {
      await deps.withTransaction(async (trx) => {
        const link = await unlinkUser(trx, userId);
        if (!link || !api) return;
        await dropPending(trx, Number(link.chat_id));
        await insertMessages(
          trx,
          [{ chat_id: Number(link.chat_id), user_id: null, text: REPLIES.unlinkedFromPanel }],
          iso(),
        );
        queued(trx);
      });
      return { message: 'اتصال تلگرام قطع شد' };
    },
    /** Every linked admin is told, in the transaction that recorded the change, that a node went down or came back. */
    async nodeHealthChanged(trx: Executor, change: { node: string; status: 'down' | 'up'; error: string }) {
      if (!api) return;
      const admins = await adminChats(trx);
      if (admins.length === 0) return;
      const text = change.status === 'down' ? nodeDownText(change.node, change.error) : nodeBackText(change.node);
      await insertMessages(
        trx,
        admins.map((a) => ({ chat_id: Number(a.chat_id), user_id: a.user_id, text })),
        iso(),
      );
      queued(trx);
    },
    /** One getUpdates under the polling lease (the worker's 'telegram-updates' loop); answers how many were read. */
    pollUpdates: (options: { timeoutSeconds?: number; signal?: AbortSignal } = {}) =>
      poller ? poller.poll(options) : Promise.resolve(0),
    /** Lets another instance poll at once (the worker stopping). */
    releasePolling: () => (poller ? poller.release() : Promise.resolve()),
    /** One pass over the due messages (the worker's 'telegram-send' loop); answers how many went. */
    sendDue: () => (sender ? sender.sendDue() : Promise.resolve(0)),
  };
}
export type TelegramService = ReturnType<typeof createTelegramService>;
