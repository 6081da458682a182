import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption of small secrets at rest: AES-256-GCM with a random 96-bit nonce and
 * associated data that binds the value to its place (a row's id), so that a ciphertext copied to
 * another row does not open. A sealed value is `base64url(nonce ‖ tag ‖ ciphertext)`.
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function seal(key: Buffer, plaintext: string | Buffer, associatedData: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext, or a thrown error when the key, the data or the associated data differ. */
export function open(key: Buffer, sealed: string, associatedData: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
}

/** A 256-bit key for one purpose, derived from a secret with HKDF-SHA256. */
export function deriveKey(secret: string | Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, KEY_BYTES));
}

/**
 * Keys by id, the newest sealing new values: a value stores the id of the key that sealed it, so
 * that a new key can be added and old values re-sealed later without losing any.
 */
export type Keyring = { currentId: string; keys: ReadonlyMap<string, Buffer> };

export function sealWith(keyring: Keyring, plaintext: string, associatedData: string) {
  const key = keyring.keys.get(keyring.currentId)!;
  return { keyId: keyring.currentId, sealed: seal(key, plaintext, associatedData) };
}

export function openWith(
  keyring: Keyring,
  value: { keyId: string; sealed: string },
  associatedData: string,
): string {
  const key = keyring.keys.get(value.keyId);
  if (!key) throw new Error(`unknown key id ${value.keyId}`);
  return open(key, value.sealed, associatedData).toString('utf8');
}
