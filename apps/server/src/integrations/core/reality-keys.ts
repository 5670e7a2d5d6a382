import { createPrivateKey, createPublicKey } from 'node:crypto';

/** PKCS#8 wrapping of a raw X25519 private key (RFC 8410): node reads keys in that form, Xray prints them raw. */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');

/**
 * The public key of a REALITY private key, both as `xray x25519` prints them (32 bytes, unpadded base64url). A link
 * carries the public key and the node's configuration the private one: a pair that does not match connects nobody,
 * so the panel compares them before saving.
 */
export function realityPublicKey(privateKey: string): string | null {
  const raw = Buffer.from(privateKey, 'base64url');
  if (raw.length !== 32) return null;
  try {
    const key = createPrivateKey({ key: Buffer.concat([X25519_PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
    return createPublicKey(key).export({ format: 'jwk' }).x ?? null;
  } catch {
    return null;
  }
}
