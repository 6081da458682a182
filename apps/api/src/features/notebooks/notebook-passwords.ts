import type { Config } from '../../config';
import { loadAppSecret } from '../../lib/app-secret';
import { deriveKey, openWith, sealWith, type Keyring } from '../../lib/sealed-box';

/**
 * Mailbox passwords at rest (DECISIONS §8, docs/decisions/050): AES-256-GCM under a key derived
 * from the app secret (APP_SECRET, or DATA_DIR/secret.key) for this one purpose, the key's id
 * stored beside each value so that a new key can be added and old values re-sealed later. The
 * item's id is the associated data: a sealed value copied to another row does not open.
 */

export const NOTEBOOK_KEY_ID = 'k1';

/** The keyring of the managers' passwords, from the secret of the app. */
export function notebookKeyring(secret: string): Keyring {
  return {
    currentId: NOTEBOOK_KEY_ID,
    keys: new Map([[NOTEBOOK_KEY_ID, deriveKey(secret, `notebook-passwords/${NOTEBOOK_KEY_ID}`)]]),
  };
}

/** The keyring of an app, keyed by APP_SECRET (or DATA_DIR/secret.key), as file links are. */
export const appNotebookKeyring = (config: Config): Keyring =>
  notebookKeyring(loadAppSecret(config.appSecret, config.dataDir));

const boundTo = (notebookId: number) => `notebook:${notebookId}`;

/** The columns of a sealed password for item `notebookId`. */
export function sealPassword(keyring: Keyring, notebookId: number, password: string) {
  const { keyId, sealed } = sealWith(keyring, password, boundTo(notebookId));
  return { passwordSealed: sealed, passwordKeyId: keyId };
}

/** The password of item `notebookId`; throws when the key or the row do not match. */
export const openPassword = (
  keyring: Keyring,
  notebookId: number,
  stored: { sealed: string; keyId: string },
) => openWith(keyring, { keyId: stored.keyId, sealed: stored.sealed }, boundTo(notebookId));
