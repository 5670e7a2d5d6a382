import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/create-db.js';
import { type BotApi, TelegramApiError } from '../../integrations/telegram/bot-api.js';
import { advanceOffset, claimPoll, readState, releasePoll } from './telegram.repository.js';

/** A text a user sent the bot in a private chat. */
export interface StartMessage {
  chatId: number;
  text: string;
  username: string;
  firstName: string;
}

/** The long poll's wait in production (core.telegram.org/bots/api#getupdates `timeout`). */
const POLL_TIMEOUT_SECONDS = 20;
/** After Telegram could not be reached, polling rests this long (the loop would otherwise retry every second). */
const REST_MS = 10_000;

class LeaseLost extends Error {}

/**
 * Reads what users send the bot with getUpdates, one instance at a time: Telegram answers 409 Conflict to a second
 * concurrent getUpdates, so the instance holding the lease in `telegram_state` polls and the others wait. Each update
 * is handled in one transaction with the offset moved past it, so an update is acted on once whoever polls next.
 */
export function createUpdatesPoller(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  api: BotApi;
  owner: string;
  onMessage(trx: Executor, message: StartMessage): Promise<void>;
}) {
  let restUntil = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;
  return {
    async poll({ timeoutSeconds = POLL_TIMEOUT_SECONDS, signal }: { timeoutSeconds?: number; signal?: AbortSignal }) {
      if (Date.now() < restUntil) return 0;
      const now = deps.now();
      const until = new Date(now.getTime() + (timeoutSeconds + 30) * 1000).toISOString();
      if (!(await claimPoll(deps.db, deps.owner, now.toISOString(), until))) return 0;
      const { update_offset } = await readState(deps.db);
      let updates: Awaited<ReturnType<BotApi['getUpdates']>>;
      try {
        updates = await deps.api.getUpdates(Number(update_offset), timeoutSeconds, signal);
      } catch (error) {
        if (signal?.aborted) return 0;
        restUntil = Date.now() + REST_MS;
        // Telegram unreachable for hours would otherwise fill the log: one line every few minutes.
        if (Date.now() - warnedAt > 300_000) {
          warnedAt = Date.now();
          deps.log.warn(
            { err: error instanceof TelegramApiError ? error.message : 'failed' },
            'telegram getUpdates failed',
          );
        }
        return 0;
      }
      let handled = 0;
      try {
        for (const update of updates) {
          await deps.withTransaction(async (trx) => {
            if (!(await advanceOffset(trx, deps.owner, update.update_id + 1))) throw new LeaseLost();
            const message = update.message;
            if (message?.chat.type !== 'private' || typeof message.text !== 'string') return;
            await deps.onMessage(trx, {
              chatId: message.chat.id,
              text: message.text.trim(),
              username: message.from?.username ?? message.chat.username ?? '',
              firstName: message.from?.first_name ?? message.chat.first_name ?? '',
            });
          });
          handled += 1;
        }
      } catch (error) {
        if (!(error instanceof LeaseLost)) throw error;
      }
      return handled;
    },
    release: () => releasePoll(deps.db, deps.owner),
  };
}
