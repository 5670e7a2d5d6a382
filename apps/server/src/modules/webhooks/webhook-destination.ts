import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Every address a name resolves to (dns.lookup with `all`); tests pass their own. */
export type HostLookup = (host: string) => Promise<Array<{ address: string; family: number }>>;
export const systemLookup: HostLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

const PRIVATE_DESTINATION = 'نشانی به شبکه‌ی خصوصی می‌رسد';
const HTTPS_REQUIRED = 'نشانی وب‌هوک باید با https:// آغاز شود';
const NOT_FOUND = 'نام میزبان نشانی پیدا نشد';

/** Public unicast after unwrapping IPv4-mapped IPv6; an address ipaddr.js cannot read counts as not public. */
function isPublic(address: string) {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

export type Destination = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * Where a webhook may go (decision 111): the host as an address, or every address its name resolves to, must be
 * public unicast — loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast, reserved and
 * the IPv4-mapped forms of these are refused, unless private destinations are allowed (local tests). Answers the
 * checked address the connection is then pinned to.
 */
export async function checkDestination(url: URL, lookup: HostLookup, allowPrivate: boolean): Promise<Destination> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return { ok: false, reason: HTTPS_REQUIRED };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { ok: false, reason: NOT_FOUND };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: NOT_FOUND };
  if (!allowPrivate && addresses.some((a) => !isPublic(a.address))) {
    return { ok: false, reason: PRIVATE_DESTINATION };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** How long one attempt may take, connection to the end of the answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer's body is kept to show the reseller. */
const ANSWER_KEPT = 1024;

export type Attempt =
  | { delivered: boolean; status: number; body: string; error: '' }
  | { delivered: false; status: null; body: ''; error: string };

const ERRORS: Record<string, string> = {
  ECONNREFUSED: 'اتصال پذیرفته نشد',
  ECONNRESET: 'اتصال در میانه قطع شد',
  EHOSTUNREACH: 'میزبان در دسترس نیست',
  ENETUNREACH: 'شبکه‌ی میزبان در دسترس نیست',
  EPIPE: 'اتصال در میانه قطع شد',
};

function reasonOf(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ABORT_ERR' || code === 'ETIMEDOUT' || (error as Error).name === 'TimeoutError') {
    return 'پاسخی در ۱۰ ثانیه نرسید';
  }
  if (
    code.startsWith('ERR_TLS') ||
    code.includes('CERT') ||
    code.startsWith('DEPTH_ZERO') ||
    code.startsWith('SELF_SIGNED')
  ) {
    return 'گواهی TLS میزبان پذیرفته نشد';
  }
  return ERRORS[code] ?? 'اتصال به نشانی برقرار نشد';
}

/**
 * One POST to `url`, connected to `address` whatever the name resolves to now (no DNS rebinding between the check and
 * the connection); TLS still checks the certificate against the name. No redirect is followed: a 3xx is a failure.
 */
export function postPinned(
  url: URL,
  address: string,
  family: 4 | 6,
  headers: Record<string, string>,
  body: string,
): Promise<Attempt> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        // The status decides; the body's start is kept to show, and the rest is not waited for.
        const answered = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_KEPT);
          resolve({ delivered: status >= 200 && status < 300, status, body: text, error: '' });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= ANSWER_KEPT * 4) {
            answered();
            response.destroy();
          }
        });
        response.on('end', answered);
        response.on('error', answered);
      },
    );
    request.on('error', (error) => resolve({ delivered: false, status: null, body: '', error: reasonOf(error) }));
    request.end(body);
  });
}
