import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomFrom = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');

/** A service's RADIUS password: 8 characters with none that read alike. */
export const newPassword = () => randomFrom(PASSWORD_ALPHABET, 8);
/** A candidate RADIUS username; the insert leaves out a taken one and it is tried again under another. */
export const newUsername = () => `pk${randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 7)}`;
/** The V2Ray account's id and the subscription's token: a reset link replaces both. */
export const newLink = () => ({ v2ray_uuid: randomUUID(), sub_token: randomBytes(18).toString('base64url') });
