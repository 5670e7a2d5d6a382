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

  return {
    providerName: provider.name,
    async send(message: SmsMessage) {
      try {
        await provider.send(message);
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        log.warn({ provider: provider.name, reason: error.message }, 'SMS not delivered');
        throw new AppError('SMS_FAILED');
      }
    },
    async outbox(mobile: string) {
      if (provider.name !== 'outbox') throw new AppError('SMS_OUTBOX_DISABLED');
      return listOutboxMessages(db, mobile, 20);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
