import type { SmsMessage, SmsProvider } from './sms.types.js';

/**
 * The default provider: nothing leaves the machine. Each message is kept by `store` (the sms_outbox table, read by
 * tests and by an operator through /api/admin/sms-outbox) and logged, with its text only outside production.
 */
export function createOutboxProvider(options: {
  store: (message: SmsMessage) => Promise<void>;
  log: (line: string) => void;
  showText: boolean;
}): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await options.store(message);
      const masked = `${message.mobile.slice(0, 4)}***${message.mobile.slice(-2)}`;
      options.log(options.showText ? `SMS to ${message.mobile}: ${message.text}` : `SMS to ${masked} kept in outbox`);
    },
  };
}
