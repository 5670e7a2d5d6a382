import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import {
  ATTRIBUTE,
  attributeOf,
  CODE,
  decode,
  encodeResponse,
  integer,
  type RadiusPacket,
  requestSigned,
} from '../../integrations/radius/coa-packet.js';

/** A session the stand-in holds, as the NAS knows it. */
export interface StandinSession {
  username: string;
  sessionId: string;
  framedAddress?: string;
}

/** A Disconnect-Request as the stand-in received it, whether its authenticator held, and what it answered. */
export interface ReceivedRequest {
  code: number;
  signed: boolean;
  username: string | undefined;
  sessionId: string | undefined;
  nasAddress: string | undefined;
  framedAddress: string | undefined;
  eventTimestamp: number | undefined;
  answer: 'ack' | 'nak' | 'none';
  errorCause: number | undefined;
}

const textOf = (p: RadiusPacket, type: number) => attributeOf(p, type)?.toString('utf8');
const addressOf = (p: RadiusPacket, type: number) => {
  const v = attributeOf(p, type);
  return v?.length === 4 ? [...v].join('.') : undefined;
};

/**
 * A NAS's Dynamic Authorization server (RFC 5176) on a loopback UDP port, behaving as accel-ppp's
 * (accel-ppp/accel-ppp accel-pppd/radius/dm_coa.c, dm_coa_read) does:
 * - a packet that is not a Disconnect-Request gets no answer (RFC 5176 §2.3; dm_coa_read: "unexpected code", and
 *   this stand-in holds no CoA-Request behaviour);
 * - a Request Authenticator not made with the shared secret gets no answer (RFC 5176 §2.3: computed as RFC 2866's
 *   Accounting-Request one, MD5 over code, identifier, length, 16 zero octets, attributes and secret;
 *   dm_coa_check_RA fails and dm_coa_read drops the packet);
 * - a NAS-IP-Address that is not this NAS's gets a NAK with Error-Cause 403, NAS Identification Mismatch (RFC 5176
 *   §3.5; dm_coa_read after rad_check_nas_pack);
 * - no held session matching every session identification attribute sent (User-Name, Acct-Session-Id,
 *   Framed-IP-Address; RFC 5176 §3) gets a NAK with Error-Cause 503, Session Context Not Found (§3.5; dm_coa_read
 *   after rad_find_session_pack);
 * - otherwise every matching session ends (§3: "MUST apply to all matching sessions") and the answer is
 *   Disconnect-ACK (disconnect_request: dm_coa_send_ack, then ap_session_terminate);
 * - answers carry the request's identifier and a Response Authenticator, MD5 over the answer with the request's
 *   authenticator in its place, and the secret (dm_coa_set_RA);
 * - a retransmission (same source address, port and identifier, RFC 5176 §2.3's duplicate detection) gets the
 *   answer sent before, as the session it ended is gone by then.
 * It sends no Message-Authenticator (optional, §3.4), as accel-ppp's answers carry none.
 */
export async function startNasStandin(options: { secret: string; address?: string }) {
  const address = options.address ?? '127.0.0.1';
  const sessions: StandinSession[] = [];
  const received: ReceivedRequest[] = [];
  const answered = new Map<string, { reply: Buffer; answer: 'ack' | 'nak'; errorCause: number | undefined }>();
  const socket = dgram.createSocket('udp4');

  socket.on('message', (message, from) => {
    const packet = decode(message);
    if (!packet) return;
    const key = `${from.address}:${from.port}:${packet.identifier}`;
    const record: ReceivedRequest = {
      code: packet.code,
      signed: false,
      username: textOf(packet, ATTRIBUTE.USER_NAME),
      sessionId: textOf(packet, ATTRIBUTE.ACCT_SESSION_ID),
      nasAddress: addressOf(packet, ATTRIBUTE.NAS_IP_ADDRESS),
      framedAddress: addressOf(packet, ATTRIBUTE.FRAMED_IP_ADDRESS),
      eventTimestamp: attributeOf(packet, ATTRIBUTE.EVENT_TIMESTAMP)?.readUInt32BE(0),
      answer: 'none',
      errorCause: undefined,
    };
    received.push(record);
    if (packet.code !== CODE.DISCONNECT_REQUEST) return;
    record.signed = requestSigned(message, options.secret);
    if (!record.signed) return;
    const before = answered.get(key);
    if (before) {
      record.answer = before.answer;
      record.errorCause = before.errorCause;
      socket.send(before.reply, from.port, from.address);
      return;
    }
    let cause: number | undefined;
    if (record.nasAddress !== undefined && record.nasAddress !== address) cause = 403;
    else {
      const matches = (s: StandinSession) =>
        (record.username === undefined || s.username === record.username) &&
        (record.sessionId === undefined || s.sessionId === record.sessionId) &&
        (record.framedAddress === undefined || s.framedAddress === record.framedAddress);
      const kept = sessions.filter((s) => !matches(s));
      if (kept.length === sessions.length) cause = 503;
      else sessions.splice(0, sessions.length, ...kept);
    }
    record.answer = cause === undefined ? 'ack' : 'nak';
    record.errorCause = cause;
    const reply = encodeResponse(
      cause === undefined ? CODE.DISCONNECT_ACK : CODE.DISCONNECT_NAK,
      packet,
      cause === undefined ? [] : [{ type: ATTRIBUTE.ERROR_CAUSE, value: integer(cause) }],
      options.secret,
    );
    answered.set(key, { reply, answer: record.answer, errorCause: cause });
    socket.send(reply, from.port, from.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address,
    port,
    /** Every packet that reached it, signed or not, in order. */
    received,
    /** The sessions it still holds. */
    sessions,
    hold(session: StandinSession) {
      sessions.push(session);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
export type NasStandin = Awaited<ReturnType<typeof startNasStandin>>;
