import { PASSKEY_TEXTS } from '@app/contract/passkeys';
import { badRequest } from '../../lib/app-error';

/**
 * The WebAuthn user handle of a user: their id as text. It names no one (no email or name), and
 * the same user always has the same one, so an authenticator keeps one passkey per user.
 */
export const userHandleOf = (userId: number) => new TextEncoder().encode(String(userId));

/**
 * The challenge the browser signed, read from its clientDataJSON (base64url JSON). Anything that
 * is not such a JSON object with a text challenge is a 400, before any library sees it.
 */
export function challengeOf(answer: { response: { clientDataJSON: string } }): string {
  let clientData: unknown;
  try {
    clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString());
  } catch {
    throw badRequest(PASSKEY_TEXTS.refused);
  }
  const challenge =
    typeof clientData === 'object' && clientData !== null && 'challenge' in clientData
      ? clientData.challenge
      : undefined;
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 1024) {
    throw badRequest(PASSKEY_TEXTS.refused);
  }
  return challenge;
}
