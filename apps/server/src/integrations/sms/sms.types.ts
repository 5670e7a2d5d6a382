/** What every SMS provider adapter implements (docs/product/server-behaviour.md#sms-and-one-time-codes). */
export type SmsPurpose = 'login' | 'register' | 'notice';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  /** The one-time code, for providers that send codes through a template (Kavenegar's verify/lookup). */
  code?: string;
  /** The full Persian text, for providers that send plain text (and for the outbox). */
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A provider refused or could not be reached; the message is for logs and never holds the code. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
