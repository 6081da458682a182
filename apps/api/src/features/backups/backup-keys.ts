/**
 * The keys of the backup files (docs/decisions/075), derived from the app secret (APP_SECRET or
 * DATA_DIR/secret.key) with HKDF-SHA256 under labels of their own, so that no key serves two ends:
 * - the fingerprint, in a backup's plain header: tells the secret apart, reveals nothing of it;
 * - a file's encryption key and nonce prefix, from the secret and the file's random salt: every
 *   backup is sealed under a key of its own, so no two files share a key or a nonce.
 * The secret itself never enters a backup.
 */
import { createHmac, hkdfSync } from 'node:crypto';

const FINGERPRINT_INFO = 'backoffice backup: key fingerprint v2';
const ENCRYPTION_INFO = 'backoffice backup: AES-256-GCM key and nonce prefix v2';

/** Bytes of the fingerprint kept in the header. */
export const FINGERPRINT_BYTES = 16;
/** Bytes of a file's random salt. */
export const SALT_BYTES = 32;
/** Bytes of the nonce prefix (the STREAM construction: prefix · u32 counter · u8 last flag). */
export const NONCE_PREFIX_BYTES = 7;

/** The fingerprint of a secret, as the header of a backup holds it. */
export const backupKeyFingerprint = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), FINGERPRINT_INFO, FINGERPRINT_BYTES));

/** The key and the nonce prefix of one backup file (its salt is in its header). */
export function backupFileKeys(secret: string, salt: Buffer) {
  const bytes = Buffer.from(hkdfSync('sha256', secret, salt, ENCRYPTION_INFO, 32 + 7));
  return { key: bytes.subarray(0, 32), noncePrefix: bytes.subarray(32) };
}

const LEGACY_FINGERPRINT_LABEL = 'backoffice: clave de las copias de seguridad v1';

/**
 * The fingerprint that the unauthenticated backups of format 1 recorded (an HMAC of a fixed label
 * under the secret): read to restore such a backup, never written by the product any more.
 */
export const legacyKeyFingerprint = (secret: string) =>
  createHmac('sha256', secret).update(LEGACY_FINGERPRINT_LABEL).digest('hex').slice(0, 32);
