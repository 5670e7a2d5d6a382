import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { createKavenegarProvider } from '../../integrations/sms/kavenegar.js';
import { createOutboxProvider } from '../../integrations/sms/outbox.js';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '../../integrations/sms/sms.types.js';
import { insertOutboxMessage, listOutboxMessages } from './sms.repository.js';

export function createSmsService(deps: { db: Db; config: Config; log: FastifyBaseLogger; now: () => Date }) {
  const { db, config, log } = deps;
  const provider: SmsProvider =
    config.sms.provider === 'kavenegar'
      ? createKavenegarProvider(config.sms.kavenegar)
      : createOutboxProvider({
          store: (m) =>
            insertOutboxMessage(db, {
              mobile: m.mobile,
              purpose: m.purpose,
              message: m.text,
              created_at: deps.now().toISOString(),
            }),
          log: (line) => log.info(line),
        });

  async function send(message: SmsMessage) {
    try {
      await provider.send(message);
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      log.warn({ provider: provider.name, reason: error.message }, 'SMS not delivered');
      throw new AppError('SMS_FAILED');
    }
  }
  const pending = new Set<Promise<void>>();
  async function settle() {
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    providerName: provider.name,
    send,
    /**
     * Sends once the caller has answered (decision 004): an answer that waited for the provider would tell, by its
     * time or a failure, whether the mobile has an account. A failure is logged, never answered.
     */
    sendAfterAnswer(message: SmsMessage) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(message))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) log.error({ purpose: message.purpose, err: error }, 'SMS not sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    /** Waits for the messages still being sent (the outbox read, closing the app). */
    settle,
    async outbox(mobile: string) {
      if (provider.name !== 'outbox') throw new AppError('SMS_OUTBOX_DISABLED');
      await settle();
      return listOutboxMessages(db, mobile, 20);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
