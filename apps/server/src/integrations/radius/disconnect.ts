import { randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import {
  ATTRIBUTE,
  attributeOf,
  CODE,
  decode,
  encodeRequest,
  integer,
  ipv4,
  type RadiusPacket,
  responseSigned,
  text,
} from './coa-packet.js';

/** One open session as `radacct` holds it, and where its NAS takes Disconnect-Requests. */
export interface DisconnectTarget {
  host: string;
  port: number;
  secret: string;
  username: string;
  sessionId: string;
  nasAddress: string;
  framedAddress?: string | undefined;
}

export type DisconnectOutcome =
  | { answer: 'ack' }
  | { answer: 'nak'; errorCause: number | undefined }
  | { answer: 'none'; tries: number };

/** Error-Cause values (RFC 5176 §3.5) in Persian, for the admin. */
const ERROR_CAUSES: Record<number, string> = {
  201: 'نشست پیش‌تر بسته شده بود',
  401: 'ویژگی پشتیبانی‌نشده',
  402: 'ویژگی لازم فرستاده نشده',
  403: 'نشانی سرور با درخواست نمی‌خواند',
  404: 'درخواست نامعتبر',
  405: 'سرویس پشتیبانی‌نشده',
  406: 'افزونه‌ی پشتیبانی‌نشده',
  407: 'مقدار ویژگی نامعتبر',
  501: 'قطع اتصال در تنظیمات سرور بسته است',
  502: 'درخواست قابل رساندن نیست',
  503: 'سرور چنین نشستی ندارد',
  504: 'نشست قابل بستن نیست',
  505: 'خطای پراکسی',
  506: 'منابع سرور کافی نیست',
  507: 'درخواست آغاز شد',
  508: 'انتخاب چند نشست پشتیبانی نمی‌شود',
};

const digits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/** The outcome in Persian, as the admin's NAS list shows it. */
export function describeOutcome(outcome: DisconnectOutcome) {
  if (outcome.answer === 'ack') return 'اتصال قطع شد';
  if (outcome.answer === 'none') return `سرور پاسخی نداد (${digits(outcome.tries)} بار فرستاده شد)`;
  const cause = outcome.errorCause;
  if (cause === undefined) return 'سرور قطع اتصال را نپذیرفت';
  return `سرور قطع اتصال را نپذیرفت: ${ERROR_CAUSES[cause] ?? 'علت ناشناخته'} (کد ${digits(cause)})`;
}

/**
 * The Disconnect-Request's attributes: the NAS's and the session's identification (RFC 5176 §3), and when it was sent
 * (Event-Timestamp, §6.3: kept on retransmission, as the packet is sent again unchanged).
 */
function attributesOf(target: DisconnectTarget, now: Date): RadiusPacket['attributes'] {
  const attributes: RadiusPacket['attributes'] = [
    { type: ATTRIBUTE.USER_NAME, value: text(target.username) },
    { type: ATTRIBUTE.ACCT_SESSION_ID, value: text(target.sessionId) },
  ];
  const nas = ipv4(target.nasAddress);
  if (nas) attributes.push({ type: ATTRIBUTE.NAS_IP_ADDRESS, value: nas });
  const framed = target.framedAddress ? ipv4(target.framedAddress) : undefined;
  if (framed) attributes.push({ type: ATTRIBUTE.FRAMED_IP_ADDRESS, value: framed });
  attributes.push({ type: ATTRIBUTE.EVENT_TIMESTAMP, value: integer(Math.floor(now.getTime() / 1000)) });
  return attributes;
}

/**
 * Sends one Disconnect-Request over UDP and waits for its ACK or NAK, sending the same packet again from the same
 * port (same identifier and authenticator, as RFC 5176 §2.3 asks of a retransmission) after each `timeoutMs` of
 * silence, `tries` times in all. An answer with another identifier or an authenticator not made with the secret is
 * ignored.
 */
export async function sendDisconnect(
  target: DisconnectTarget,
  options: { timeoutMs: number; tries: number; now?: Date },
): Promise<DisconnectOutcome> {
  const identifier = randomInt(256);
  const packet = encodeRequest(
    CODE.DISCONNECT_REQUEST,
    identifier,
    attributesOf(target, options.now ?? new Date()),
    target.secret,
  );
  const requestAuthenticator = packet.subarray(4, 20);
  const socket = dgram.createSocket(target.host.includes(':') ? 'udp6' : 'udp4');
  try {
    return await new Promise<DisconnectOutcome>((resolve) => {
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      const send = () => {
        if (sent === options.tries) {
          resolve({ answer: 'none', tries: sent });
          return;
        }
        sent++;
        socket.send(packet, target.port, target.host);
        timer = setTimeout(send, options.timeoutMs);
      };
      socket.on('error', () => {
        // An ICMP "port unreachable" surfaces here on some systems; the NAS stays silent to us either way.
      });
      socket.on('message', (message) => {
        const answer = decode(message);
        if (!answer || answer.identifier !== identifier) return;
        if (answer.code !== CODE.DISCONNECT_ACK && answer.code !== CODE.DISCONNECT_NAK) return;
        if (!responseSigned(message, requestAuthenticator, target.secret)) return;
        clearTimeout(timer);
        if (answer.code === CODE.DISCONNECT_ACK) resolve({ answer: 'ack' });
        else {
          const cause = attributeOf(answer, ATTRIBUTE.ERROR_CAUSE);
          resolve({ answer: 'nak', errorCause: cause?.length === 4 ? cause.readUInt32BE(0) : undefined });
        }
      });
      send();
    });
  } finally {
    socket.close();
  }
}
