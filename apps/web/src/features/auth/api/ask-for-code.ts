import { OTP_RESEND_SECONDS } from '@pishkhan/contract/routes';
import { isApiError } from '@/lib/api-client';

/** What asking for a one-time code came to: sent, or refused for now with how long until a code may be asked for. */
export type CodeAsked =
  | { sent: true; wait: number }
  | {
      sent: false;
      /** `SEND_THROTTLED`: a code went out under two minutes ago; `SEND_LIMIT_REACHED`: the hour's or day's sends. */
      reason: 'recent' | 'limit';
      /** Seconds from the server's `Retry-After`; 0 when it named none. */
      wait: number;
      message: string;
    };

type Send = (onResponse: (response: Response) => void) => Promise<{ resend_in: number }>;

/**
 * Asks the server for a code. A refusal of the send limits is an answer, not an error: the form counts down to the
 * server's `Retry-After`, after a reload too, instead of the system error dialog (decision 100). Other failures
 * still reach the one error dialog.
 */
export async function askForCode(send: Send): Promise<CodeAsked> {
  let retryAfter = 0;
  try {
    const response = await send((r) => {
      retryAfter = Number.parseInt(r.headers.get('Retry-After') ?? '', 10) || 0;
    });
    return { sent: true, wait: response.resend_in > 0 ? response.resend_in : OTP_RESEND_SECONDS };
  } catch (error) {
    if (isApiError(error) && (error.code === 'SEND_THROTTLED' || error.code === 'SEND_LIMIT_REACHED')) {
      return {
        sent: false,
        reason: error.code === 'SEND_THROTTLED' ? 'recent' : 'limit',
        wait: retryAfter,
        message: error.message,
      };
    }
    throw error;
  }
}
