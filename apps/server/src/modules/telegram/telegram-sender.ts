import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/create-db.js';
import { type BotApi, TelegramApiError } from '../../integrations/telegram/bot-api.js';
import {
  claimMessage,
  dropPending,
  finishMessage,
  holdSending,
  pendingMessages,
  pruneFinished,
  readState,
  retryMessage,
  unlinkChat,
} from './telegram.repository.js';

/**
 * Under Telegram's limits (core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this): about 30
 * messages a second overall and one a second per chat. A pass sends at most this many, one per chat, and the loop
 * runs about once a second.
 */
const SEND_PER_PASS = 25;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 12;
const KEEP_FINISHED_MS = 7 * 86_400_000;
/** First wait after Telegram failed or was not reached; doubled each try, at most an hour. */
const RETRY_BASE_MS = 5000;

/**
 * Sends due messages from the outbox in order (decision 112). Each is leased with a conditional update, so two
 * instances never send one twice; a 429 holds all sending, on every instance, for its `retry_after`; a 403 (the user
 * blocked the bot or is gone) unlinks the chat and drops its messages; another 4xx fails the message; a 5xx or no
 * answer retries it later.
 */
export function createTelegramSender(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  api: BotApi;
}) {
  const { db } = deps;
  let prunedAt = 0;
  return {
    async sendDue() {
      const now = deps.now();
      const at = now.toISOString();
      const state = await readState(db);
      if (state.hold_until && state.hold_until > at) return 0;
      if (now.getTime() - prunedAt > 3_600_000) {
        prunedAt = now.getTime();
        await pruneFinished(db, new Date(now.getTime() - KEEP_FINISHED_MS).toISOString());
      }
      // One message per chat a pass, the chat's oldest: a chat's messages go in order, a second apart.
      const chats = new Set<number>();
      const due: Awaited<ReturnType<typeof pendingMessages>> = [];
      for (const message of await pendingMessages(db, SEND_PER_PASS * 8)) {
        const chat = Number(message.chat_id);
        if (chats.has(chat)) continue;
        chats.add(chat);
        if (message.next_attempt_at > at || (message.lease_until !== null && message.lease_until > at)) continue;
        due.push(message);
        if (due.length === SEND_PER_PASS) break;
      }
      const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
      let sent = 0;
      for (const message of due) {
        if (!(await claimMessage(db, message.id, at, leaseUntil))) continue;
        const chat = Number(message.chat_id);
        try {
          await deps.api.sendMessage(chat, message.text);
          await finishMessage(db, message.id, { status: 'sent', at: deps.now().toISOString() });
          sent += 1;
        } catch (error) {
          const failure =
            error instanceof TelegramApiError ? error : new TelegramApiError('sendMessage', 0, 'unexpected failure');
          const when = deps.now();
          if (failure.code === 429) {
            // core.telegram.org/bots/api#responseparameters: wait retry_after seconds before any request.
            const until = new Date(when.getTime() + (failure.retryAfter ?? 5) * 1000).toISOString();
            await holdSending(db, until);
            await retryMessage(db, message.id, until, failure.description, false);
            deps.log.warn({ retry_after: failure.retryAfter }, 'telegram asked to wait; sending held');
            break;
          }
          if (failure.code === 403) {
            // The user blocked the bot or deleted their account: nothing can reach them.
            await deps.withTransaction(async (trx) => {
              await unlinkChat(trx, chat);
              await dropPending(trx, chat);
            });
            deps.log.info({ description: failure.description }, 'telegram chat unreachable; unlinked');
          } else if (failure.code >= 400 && failure.code < 500 && failure.code !== 401 && failure.code !== 404) {
            await finishMessage(db, message.id, {
              status: 'failed',
              at: when.toISOString(),
              error: failure.description,
            });
            deps.log.warn({ description: failure.description }, 'telegram refused a message');
          } else if (message.attempts + 1 >= MAX_ATTEMPTS) {
            await finishMessage(db, message.id, { status: 'failed', at: when.toISOString(), error: failure.message });
          } else {
            const wait = Math.min(RETRY_BASE_MS * 2 ** message.attempts, 3_600_000);
            await retryMessage(db, message.id, new Date(when.getTime() + wait).toISOString(), failure.message);
            deps.log.warn({ err: failure.message }, 'telegram sendMessage failed; will retry');
          }
        }
      }
      return sent;
    },
  };
}
