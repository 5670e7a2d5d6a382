import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startFakeServer } from './fake-server.js';

/**
 * A local stand-in for the Telegram Bot API (core.telegram.org/bots/api) for the calls Pishkhan makes: getMe,
 * getUpdates and sendMessage, answered as the real API answers them. The test injects what a user sends the bot and
 * reads what the bot sent.
 */
export interface TelegramStandin {
  url: string;
  token: string;
  botUsername: string;
  /** A user's private message to the bot; answers its update_id. The chat is then known, so the bot may write to it. */
  inject(from: { chatId: number; text: string; firstName?: string; username?: string }): number;
  /** Every message the bot sent, in order. */
  sent: Array<{ chat_id: number; text: string }>;
  /** Sent to one chat. */
  sentTo(chatId: number): string[];
  /** The user blocks the bot: sendMessage to the chat answers 403. */
  block(chatId: number): void;
  /** The next sendMessage answers 429 with `retry_after`. */
  limitNext(retryAfter: number): void;
  /** How many getUpdates were cut short by a second one (409 Conflict). */
  conflicts: number;
  /** How many requests each method received. */
  calls: Record<string, number>;
  close(): Promise<void>;
}

const BOT_ID = 7_000_000_001;

export async function startTelegramStandin(
  options: { token?: string; botUsername?: string } = {},
): Promise<TelegramStandin> {
  const token = options.token ?? `${BOT_ID}:AAH${Math.random().toString(36).slice(2).padEnd(30, 'x')}`;
  const botUsername = options.botUsername ?? 'pishkhan_test_bot';
  const bot = { id: BOT_ID, is_bot: true, first_name: 'پیشخوان', username: botUsername };
  const updates: Array<{ update_id: number; message: Record<string, unknown> }> = [];
  const chats = new Map<number, { first_name: string; username?: string }>();
  const blocked = new Set<number>();
  const sent: TelegramStandin['sent'] = [];
  const calls: Record<string, number> = {};
  let nextUpdateId = 500_000_001;
  let nextMessageId = 1;
  let limit: number | undefined;
  /** The getUpdates being held open, answered when an update arrives, its timeout ends or another one comes. */
  let held: { finish: (answer: [number, unknown]) => void; offset: number } | undefined;
  const standin = { conflicts: 0 };

  // core.telegram.org/bots/api#making-requests: `{ok: true, result}`, or `{ok: false, error_code, description,
  // parameters?}` with the HTTP status equal to error_code.
  const ok = (result: unknown): [number, unknown] => [200, { ok: true, result }];
  const fail = (code: number, description: string, parameters?: unknown): [number, unknown] => [
    code,
    { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) },
  ];

  // core.telegram.org/bots/api#getupdates: updates with update_id >= offset; an offset confirms every earlier update,
  // which is never returned again.
  const confirm = (offset: number) => {
    while (updates.length > 0 && (updates[0]?.update_id ?? 0) < offset) updates.shift();
  };
  const pending = (offset: number) => updates.filter((u) => u.update_id >= offset).slice(0, 100);

  async function getUpdates(params: Record<string, unknown>): Promise<[number, unknown]> {
    const offset = Number(params.offset ?? 0);
    const timeout = Number(params.timeout ?? 0);
    // A second getUpdates ends the one held open: "Conflict: terminated by other getUpdates request; make sure that
    // only one bot instance is running" (what the Bot API answers when two processes poll one bot).
    if (held) {
      standin.conflicts += 1;
      held.finish(
        fail(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'),
      );
      held = undefined;
    }
    confirm(offset);
    const now = pending(offset);
    if (now.length > 0 || timeout <= 0) return ok(now);
    // Long polling: the request waits until an update arrives or `timeout` seconds pass, then answers what there is.
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(ok(pending(offset))), timeout * 1000);
      const finish = (answer: [number, unknown]) => {
        clearTimeout(timer);
        if (held?.finish === finish) held = undefined;
        resolve(answer);
      };
      held = { finish, offset };
    });
  }

  function sendMessage(params: Record<string, unknown>): [number, unknown] {
    const chatId = Number(params.chat_id);
    const text = typeof params.text === 'string' ? params.text : '';
    // core.telegram.org/bots/api#responseparameters: a flood limit answers 429 with `retry_after` seconds.
    if (limit !== undefined) {
      const seconds = limit;
      limit = undefined;
      return fail(429, `Too Many Requests: retry after ${seconds}`, { retry_after: seconds });
    }
    // core.telegram.org/bots/api#sendmessage: text of 1-4096 characters after entities parsing.
    if (text.trim() === '') return fail(400, 'Bad Request: message text is empty');
    if (text.length > 4096) return fail(400, 'Bad Request: message is too long');
    // A bot may write only to a user who started a chat with it.
    const chat = chats.get(chatId);
    if (!chat) return fail(400, 'Bad Request: chat not found');
    if (blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
    sent.push({ chat_id: chatId, text });
    // core.telegram.org/bots/api#message: the sent message is answered.
    return ok({
      message_id: nextMessageId++,
      from: bot,
      chat: { id: chatId, type: 'private', ...chat },
      date: Math.floor(Date.now() / 1000),
      text,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin.invalid');
    const raw = await readBody(req);
    const answer = async (): Promise<[number, unknown]> => {
      // The test's own controls, for a test in another process (serve-telegram-standin.ts); not part of the Bot API.
      if (url.pathname === '/__standin/inject') return [200, { update_id: controls.inject(JSON.parse(raw)) }];
      if (url.pathname === '/__standin/sent') return [200, sent];
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!match) return fail(404, 'Not Found');
      // A token that is not the bot's: 401 Unauthorized.
      if (decodeURIComponent(match[1] ?? '') !== token) return fail(401, 'Unauthorized');
      // core.telegram.org/bots/api#making-requests: methods are case-insensitive; parameters come in the query
      // string or a JSON body.
      const method = (match[2] ?? '').toLowerCase();
      calls[method] = (calls[method] ?? 0) + 1;
      let params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (raw && (req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          params = { ...params, ...(JSON.parse(raw) as Record<string, unknown>) };
        } catch {
          return fail(400, "Bad Request: can't parse JSON object");
        }
      }
      // core.telegram.org/bots/api#getme: the bot's own User.
      if (method === 'getme')
        return ok({
          ...bot,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
      if (method === 'getupdates') return getUpdates(params);
      if (method === 'sendmessage') return sendMessage(params);
      return fail(404, 'Not Found');
    };
    const [status, body] = await answer();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  const server = await startFakeServer(handle);
  const controls: TelegramStandin = {
    url: server.url,
    token,
    botUsername,
    sent,
    calls,
    get conflicts() {
      return standin.conflicts;
    },
    inject({ chatId, text, firstName = 'کاربر', username }) {
      chats.set(chatId, { first_name: firstName, ...(username ? { username } : {}) });
      const from = {
        id: chatId,
        is_bot: false,
        first_name: firstName,
        ...(username ? { username } : {}),
        language_code: 'fa',
      };
      // core.telegram.org/bots/api#update and #message: a private chat's id is the user's id; a command carries a
      // bot_command entity.
      const command = /^\/\w+/.exec(text);
      const update = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          from,
          chat: { id: chatId, type: 'private', first_name: firstName, ...(username ? { username } : {}) },
          date: Math.floor(Date.now() / 1000),
          text,
          ...(command ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] } : {}),
        },
      };
      updates.push(update);
      if (held && update.update_id >= held.offset) held.finish(ok(pending(held.offset)));
      return update.update_id;
    },
    sentTo: (chatId: number) => sent.filter((m) => m.chat_id === chatId).map((m) => m.text),
    block: (chatId: number) => void blocked.add(chatId),
    limitNext(retryAfter: number) {
      limit = retryAfter;
    },
    async close() {
      held?.finish(ok([]));
      await server.close();
    },
  };
  return controls;
}
