import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token (256 bits) for sessions and emailed links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256; the token itself has enough entropy for a fast hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
