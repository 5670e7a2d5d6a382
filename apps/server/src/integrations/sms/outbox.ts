import type { SmsMessage, SmsProvider } from './sms.types.js';

/**
 * The default provider: nothing leaves the machine. Each message is kept by `store` (the sms_outbox table, read by
 * tests and by an operator through /api/admin/sms-outbox). The log names it without its text: the text carries the
 * code, and nothing secret is logged (docs/product/server-behaviour.md#security-and-integrity).
 */
export function createOutboxProvider(options: {
  store: (message: SmsMessage) => Promise<void>;
  log: (line: string) => void;
}): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await options.store(message);
      const masked = `${message.mobile.slice(0, 4)}***${message.mobile.slice(-2)}`;
      options.log(`SMS (${message.purpose}) to ${masked} kept in outbox; read it at /api/admin/sms-outbox`);
    },
  };
}
