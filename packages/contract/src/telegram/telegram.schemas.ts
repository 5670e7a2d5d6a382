import { z } from 'zod';

/** How long a start code from «اتصال به تلگرام» works (docs/product/integrations.md#telegram). */
export const TELEGRAM_LINK_CODE_MINUTES = 10;

/** The caller's Telegram notices: whether the provider set a bot up, and the chat they go to. */
export const TelegramStateSchema = z.object({
  /** False while the provider has not set TELEGRAM_BOT_TOKEN: nothing is sent and nothing can be linked. */
  enabled: z.boolean(),
  /** The bot's @username without the @; null until Telegram has answered for it. */
  bot_username: z.string().nullable(),
  linked: z.boolean(),
  /** The linked chat's Telegram first name and @username (without the @), as Telegram gave them when linking. */
  name: z.string().nullable(),
  username: z.string().nullable(),
  linked_at: z.string().nullable(),
});
export type TelegramState = z.infer<typeof TelegramStateSchema>;

/** A fresh one-time start code and the link that opens the bot with it (`https://t.me/<bot>?start=<code>`). */
export const TelegramLinkSchema = z.object({
  code: z.string(),
  link: z.string(),
  expires_at: z.string(),
});
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;
