import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms.types.js';

/**
 * Kavenegar's documented return statuses (kavenegar.com/rest.html, "result-general"). The same number is used as the
 * HTTP status of the answer and as `return.status` in its JSON envelope; 200 alone means accepted.
 */
const KAVENEGAR_STATUS_MEANINGS: Readonly<Record<number, string>> = {
  400: 'incomplete parameters',
  401: 'account disabled',
  402: 'operation failed',
  403: 'invalid API key',
  404: 'unknown method',
  405: 'wrong HTTP method (GET/POST)',
  406: 'required parameters sent empty',
  407: 'access to this data is not allowed for the account (IP security settings)',
  409: 'server unable to answer, try later',
  411: 'invalid receptor',
  412: 'invalid sender',
  413: 'message empty or too long',
  414: 'request larger than allowed',
  415: 'start index beyond the number of receptors',
  416: 'source IP does not match the account settings',
  417: 'invalid send date',
  418: 'insufficient credit',
  419: 'message, receptor and sender arrays differ in length',
  420: 'links in the message text are restricted for this account',
  422: 'data not processable because of invalid characters',
  424: 'template not found',
  426: 'this method needs the advanced service',
  427: 'this line needs an access level',
  428: 'the code cannot be sent by voice call',
  429: 'IP restricted',
  431: 'invalid token structure',
  432: 'code parameter not found in the message text',
  451: 'too many calls in a short time, IP restricted',
  501: 'test account: messages only go to the account owner',
  607: 'invalid tag name',
};

function describeKavenegarStatus(status: number): string {
  return KAVENEGAR_STATUS_MEANINGS[status] ?? 'undocumented status';
}

type Call = { endpoint: 'verify/lookup' | 'sms/send'; params: Record<string, string> };

export function createKavenegarProvider(options: {
  apiKey: string;
  baseUrl?: string;
  loginTemplate: string;
  registerTemplate: string;
  sender?: string;
  timeoutMs?: number;
}): SmsProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  function toCall(message: SmsMessage): Call {
    const template =
      message.purpose === 'login'
        ? options.loginTemplate
        : message.purpose === 'register'
          ? options.registerTemplate
          : undefined;
    if (message.code !== undefined && template !== undefined) {
      return { endpoint: 'verify/lookup', params: { receptor: message.mobile, token: message.code, template } };
    }
    const params: Record<string, string> = { receptor: message.mobile, message: message.text };
    if (options.sender) params.sender = options.sender;
    return { endpoint: 'sms/send', params };
  }

  // Belt and braces: no message we build should hold a secret, but Kavenegar's own text and low-level network errors
  // are not ours, and these messages end up in logs.
  function fail(text: string, secrets: string[], providerStatus?: number): SmsDeliveryError {
    let safe = text;
    for (const secret of secrets) {
      if (secret) safe = safe.split(secret).join('***');
    }
    return new SmsDeliveryError(safe, providerStatus);
  }

  return {
    name: 'kavenegar',
    async send(message) {
      const { endpoint, params } = toCall(message);
      const secrets = [options.apiKey, encodeURIComponent(options.apiKey), message.code ?? ''];
      // The API key is part of this URL: it must never reach an error message or a log line.
      const url = `${baseUrl}/v1/${encodeURIComponent(options.apiKey)}/${endpoint}.json`;

      let httpStatus: number;
      let body: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            accept: 'application/json',
          },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        httpStatus = response.status;
        body = await response.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw fail(`Kavenegar ${endpoint} did not answer within ${timeoutMs} ms`, secrets);
        }
        throw fail(`Kavenegar ${endpoint} could not be reached (${networkReason(error)})`, secrets);
      }

      const envelope = parseEnvelope(body);
      if (!envelope) {
        throw fail(`Kavenegar ${endpoint} answered HTTP ${httpStatus} without its JSON envelope`, secrets, httpStatus);
      }
      if (envelope.status !== 200) {
        const said = envelope.message ? `; Kavenegar said: ${envelope.message}` : '';
        throw fail(
          `Kavenegar ${endpoint} refused with status ${envelope.status} (${describeKavenegarStatus(envelope.status)})${said}`,
          secrets,
          envelope.status,
        );
      }
    },
  };
}

function parseEnvelope(body: string): { status: number; message: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const ret = (parsed as { return?: unknown }).return;
  if (typeof ret !== 'object' || ret === null) return undefined;
  const { status, message } = ret as { status?: unknown; message?: unknown };
  const numeric = typeof status === 'string' ? Number(status) : status;
  if (typeof numeric !== 'number' || !Number.isInteger(numeric)) return undefined;
  return { status: numeric, message: typeof message === 'string' ? message : '' };
}

/** undici's own message is just 'fetch failed'; the useful part ('ECONNREFUSED', 'bad port', ...) is in `cause`. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  if (typeof cause === 'object' && cause !== null) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return code;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error ? error.message : 'unknown error';
}
