import { loadAppSecret } from '../../lib/app-secret';
import { deriveKey, openWith, sealWith, type Keyring } from '../../lib/sealed-box';

/**
 * TOTP secrets at rest (DECISIONS §12: like mailbox passwords, notebooks/notebook-passwords.ts):
 * AES-256-GCM under a key derived from the app secret for this one purpose, the key's id beside
 * each value, the user's id as associated data so that a secret copied to another user's row does
 * not open.
 */

const TOTP_KEY_ID = 'k1';

export function totpKeyring(secret: string): Keyring {
  return {
    currentId: TOTP_KEY_ID,
    keys: new Map([[TOTP_KEY_ID, deriveKey(secret, `totp-secrets/${TOTP_KEY_ID}`)]]),
  };
}

/** The keyring of an app, keyed by APP_SECRET (or DATA_DIR/secret.key). */
export const appTotpKeyring = (config: { appSecret?: string | undefined; dataDir: string }) =>
  totpKeyring(loadAppSecret(config.appSecret, config.dataDir));

const boundTo = (userId: number) => `user-totp:${userId}`;

/** The columns of user `userId`'s sealed secret. */
export function sealTotpSecret(keyring: Keyring, userId: number, secret: string) {
  const { keyId, sealed } = sealWith(keyring, secret, boundTo(userId));
  return { keyId, sealedSecret: sealed };
}

/** User `userId`'s secret; throws when the key or the row do not match. */
export const openTotpSecret = (
  keyring: Keyring,
  userId: number,
  stored: { keyId: string; sealedSecret: string },
) => openWith(keyring, { keyId: stored.keyId, sealed: stored.sealedSecret }, boundTo(userId));
