import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * RADIUS packets for Dynamic Authorization (RFC 5176): the Disconnect-Request a server sends a NAS and the ACK or NAK
 * it answers. The packet layout is RFC 2865 §3 (code, identifier, length, a 16-octet authenticator, then attributes
 * as type, length, value); the request's authenticator is computed as RFC 2866's Accounting-Request one (RFC 5176
 * §2.3), an answer's as RFC 2865's response one over the request's authenticator.
 */
export const CODE = { DISCONNECT_REQUEST: 40, DISCONNECT_ACK: 41, DISCONNECT_NAK: 42 } as const;

/** The attributes a Disconnect-Request identifies a session by (RFC 5176 §3), its Event-Timestamp (§6.3), Error-Cause (§3.5). */
export const ATTRIBUTE = {
  USER_NAME: 1,
  NAS_IP_ADDRESS: 4,
  FRAMED_IP_ADDRESS: 8,
  ACCT_SESSION_ID: 44,
  EVENT_TIMESTAMP: 55,
  ERROR_CAUSE: 101,
} as const;

export interface RadiusPacket {
  code: number;
  identifier: number;
  authenticator: Buffer;
  attributes: Array<{ type: number; value: Buffer }>;
}

const HEADER = 20;

export const text = (value: string) => Buffer.from(value, 'utf8');
export function ipv4(address: string) {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return Buffer.from(parts);
}
export function integer(value: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
}

function md5(...parts: Buffer[]) {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
}

/** The packet's octets with `authenticator` in place (RFC 2865 §3). */
function layout(code: number, identifier: number, authenticator: Buffer, attributes: RadiusPacket['attributes']) {
  const body = Buffer.concat(
    attributes.map(({ type, value }) => {
      if (value.length > 253) throw new Error(`RADIUS attribute ${type} is longer than 253 octets`);
      return Buffer.concat([Buffer.from([type, value.length + 2]), value]);
    }),
  );
  const packet = Buffer.concat([Buffer.alloc(4), authenticator, body]);
  packet.writeUInt8(code, 0);
  packet.writeUInt8(identifier, 1);
  packet.writeUInt16BE(packet.length, 2);
  return packet;
}

/**
 * A request whose Request Authenticator is MD5(Code + Identifier + Length + 16 zero octets + Attributes + Secret)
 * (RFC 5176 §2.3, as RFC 2866 §3): the NAS checks it with the shared secret.
 */
export function encodeRequest(
  code: number,
  identifier: number,
  attributes: RadiusPacket['attributes'],
  secret: string,
) {
  const packet = layout(code, identifier, Buffer.alloc(16), attributes);
  md5(packet, text(secret)).copy(packet, 4);
  return packet;
}

/**
 * An answer whose Response Authenticator is MD5(Code + Identifier + Length + Request Authenticator + Attributes +
 * Secret) (RFC 5176 §2.3, as RFC 2865 §3 for responses).
 */
export function encodeResponse(
  code: number,
  request: RadiusPacket,
  attributes: RadiusPacket['attributes'],
  secret: string,
) {
  const packet = layout(code, request.identifier, request.authenticator, attributes);
  md5(packet, text(secret)).copy(packet, 4);
  return packet;
}

/** The packet's fields; undefined when its lengths do not add up (RFC 2865 §3: such a packet is silently dropped). */
export function decode(packet: Buffer): RadiusPacket | undefined {
  if (packet.length < HEADER) return undefined;
  const length = packet.readUInt16BE(2);
  if (length < HEADER || length > packet.length) return undefined;
  const attributes: RadiusPacket['attributes'] = [];
  for (let at = HEADER; at < length; ) {
    const size = packet[at + 1] ?? 0;
    if (size < 2 || at + size > length) return undefined;
    attributes.push({ type: packet[at] ?? 0, value: packet.subarray(at + 2, at + size) });
    at += size;
  }
  return {
    code: packet.readUInt8(0),
    identifier: packet.readUInt8(1),
    authenticator: packet.subarray(4, HEADER),
    attributes,
  };
}

const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Whether a request's authenticator was made with `secret` (RFC 5176 §2.3); a NAS drops the packet otherwise. */
export function requestSigned(packet: Buffer, secret: string) {
  const length = packet.readUInt16BE(2);
  const copy = Buffer.from(packet.subarray(0, length));
  const got = Buffer.from(copy.subarray(4, HEADER));
  copy.fill(0, 4, HEADER);
  return same(md5(copy, text(secret)), got);
}

/** Whether an answer's authenticator was made with `secret` over our request's authenticator (RFC 5176 §2.3). */
export function responseSigned(packet: Buffer, requestAuthenticator: Buffer, secret: string) {
  const length = packet.readUInt16BE(2);
  const copy = Buffer.from(packet.subarray(0, length));
  const got = Buffer.from(copy.subarray(4, HEADER));
  requestAuthenticator.copy(copy, 4);
  return same(md5(copy, text(secret)), got);
}

export const attributeOf = (packet: RadiusPacket, type: number) =>
  packet.attributes.find((a) => a.type === type)?.value;
