import { randomBytes } from 'node:crypto';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@app/contract/mfa';
import { HOTP, Secret, TOTP } from 'otpauth';
import { safeEqual } from '../../lib/crypto';

/**
 * The product's TOTP (RFC 6238 as DECISIONS §12 fixes it: SHA-1, 6 digits, 30-second steps, a code
 * of the step before or after the current one accepted too), on the `otpauth` package.
 */

const ALGORITHM = 'SHA1';
/** Steps on either side of the current one whose code is accepted. */
const WINDOW = 1;

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export const newTotpSecret = () => new Secret({ buffer: randomBytes(20).buffer }).base32;

/** The otpauth:// URI that authenticator apps read from the QR code. */
export function totpUri(secret: string, email: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** The 30-second step of an instant. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step whose code `code` is at `at` (±1 step), later than `after` (the last step whose code was
 * accepted: a code is accepted once), or null.
 */
export function matchingStep(
  secret: string,
  code: string,
  at: Date,
  after: number | null,
): number | null {
  const key = Secret.fromBase32(secret);
  const current = stepAt(at);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (after !== null && step <= after) continue;
    const expected = HOTP.generate({
      secret: key,
      algorithm: ALGORITHM,
      digits: TOTP_DIGITS,
      counter: step,
    });
    if (safeEqual(expected, code)) return step;
  }
  return null;
}
