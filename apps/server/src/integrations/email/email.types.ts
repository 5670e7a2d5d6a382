export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What every email adapter implements; the default keeps messages in an outbox (like SMS). */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
