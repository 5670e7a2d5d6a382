import { MessageSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { TelegramLinkSchema, TelegramStateSchema } from './telegram.schemas.js';

/** Linking the caller's Telegram for notices (docs/product/integrations.md#telegram); resellers and admins alike. */
export const telegramEndpoints = {
  state: endpoint({
    method: 'GET',
    path: '/telegram',
    auth: 'any',
    summary: "Whether Telegram notices are set up, the bot, and the caller's linked chat",
    response: TelegramStateSchema,
  }),
  link: endpoint({
    method: 'POST',
    path: '/telegram/link',
    auth: 'any',
    summary: 'A fresh one-time start code and the t.me link that sends it to the bot',
    description:
      'The code works once, for 10 minutes; a newer one replaces it. Opening the link and pressing Start sends ' +
      '`/start <code>` to the bot, which links that chat to the caller. A chat linked to someone else moves only by a code.',
    response: TelegramLinkSchema,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/telegram',
    auth: 'any',
    summary: "Unlink the caller's Telegram chat; notices not yet sent are dropped",
    response: MessageSchema,
  }),
};
