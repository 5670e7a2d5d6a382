/**
 * The Telegram Bot API (core.telegram.org/bots/api#making-requests): `POST <api>/bot<token>/<method>` with a JSON body,
 * answered `{ok: true, result}` or `{ok: false, error_code, description, parameters?}`. The token is part of the
 * address, so neither the address nor the request is ever put in an error or a log line: only the method's name.
 */
export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    /** Telegram's `error_code` (the HTTP status); 0 when Telegram was not reached or did not answer in JSON. */
    readonly code: number,
    readonly description: string,
    /** `parameters.retry_after` of a 429 (core.telegram.org/bots/api#responseparameters), in seconds. */
    readonly retryAfter?: number,
  ) {
    super(`Telegram ${method}: ${code || 'no answer'} ${description}`);
    this.name = 'TelegramApiError';
  }
}

/** core.telegram.org/bots/api#user (the fields read). */
export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

/** core.telegram.org/bots/api#update: only `message` is asked for (`allowed_updates`). */
export interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    from?: TelegramUser;
    chat: { id: number; type: string; first_name?: string; username?: string };
    date: number;
    text?: string;
  };
}

interface Answer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

export function createBotApi(options: { apiUrl: string; token: string; timeoutMs?: number }) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}`;
  async function call<T>(
    method: string,
    params: Record<string, unknown>,
    extra?: { signal?: AbortSignal; waitMs?: number },
  ) {
    const timeout = AbortSignal.timeout((options.timeoutMs ?? 10_000) + (extra?.waitMs ?? 0));
    let res: Response;
    try {
      res = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: extra?.signal ? AbortSignal.any([timeout, extra.signal]) : timeout,
      });
    } catch (error) {
      // fetch's own error names the address, token included: only its kind is kept.
      throw new TelegramApiError(method, 0, (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
    }
    let answer: Answer<T>;
    try {
      answer = (await res.json()) as Answer<T>;
    } catch {
      throw new TelegramApiError(method, 0, `HTTP ${res.status} without JSON`);
    }
    if (answer.ok) return answer.result as T;
    throw new TelegramApiError(
      method,
      answer.error_code ?? res.status,
      String(answer.description ?? '').slice(0, 300),
      answer.parameters?.retry_after,
    );
  }
  return {
    /** core.telegram.org/bots/api#getme */
    getMe: () => call<TelegramUser>('getMe', {}),
    /** core.telegram.org/bots/api#getupdates: long polls up to `timeout` seconds. */
    getUpdates: (offset: number, timeout: number, signal?: AbortSignal) =>
      call<TelegramUpdate[]>(
        'getUpdates',
        { offset, timeout, allowed_updates: ['message'] },
        { signal, waitMs: timeout * 1000 },
      ),
    /** core.telegram.org/bots/api#sendmessage */
    sendMessage: (chatId: number, text: string) =>
      call<{ message_id: number }>('sendMessage', {
        chat_id: chatId,
        text,
        link_preview_options: { is_disabled: true },
      }),
  };
}
export type BotApi = ReturnType<typeof createBotApi>;
