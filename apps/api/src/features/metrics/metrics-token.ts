import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. The token is compared as SHA-256
 * digests with timingSafeEqual: the time taken says nothing of the token, not even its length.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = header === undefined ? null : /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  const given = digest(match?.[1] ?? '');
  // Compared even without a token in the header, so that a refusal always takes as long.
  return timingSafeEqual(given, digest(token)) && match !== null;
}
