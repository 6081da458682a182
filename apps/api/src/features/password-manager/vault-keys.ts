import { randomBytes } from 'node:crypto';
import { deriveKey, KEY_BYTES, open, seal } from '../../lib/sealed-box';
import { stretch } from './kdf-thread';

/**
 * The key scheme of the vault (DECISIONS §9, docs/decisions/060):
 *
 *   stretched   = argon2id(security password, salt, ≥ 64 MiB, 3 passes) — 32 raw bytes
 *   wrapping    = HKDF-SHA256(stretched ‖ APP_SECRET, 'password-manager:wrap')
 *   wrapped_key = AES-256-GCM(wrapping, vault key, 'vault:1:wrap:{wrap_version}')
 *   password    = AES-256-GCM(vault key, credential password, 'credential:{id}')
 *
 * The vault key is random and never stored in clear: the database holds the salt, the KDF's
 * parameters and the wrapped key; APP_SECRET lives outside it. Without the security password
 * neither a database copy nor a copy with the secret opens the vault.
 */

export const KDF_NAME = 'argon2id';

export type KdfParams = { memoryCost: number; timeCost: number; parallelism: number };

/** 64 MiB (in KiB), 3 passes, one lane: about a quarter of a second on one core. */
export const KDF_PARAMS: KdfParams = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };

const SALT_BYTES = 16;
const WRAP_PURPOSE = 'password-manager:wrap';

/** What the vault row keeps to unlock: never the vault key in clear. */
export type StoredWrap = {
  kdf: string;
  kdfParams: string;
  salt: string;
  wrappedKey: string;
  wrapVersion: number;
};

export const newVaultKey = () => randomBytes(KEY_BYTES);

/** The KDF parameters stored with a wrap; stored values below today's floor are still honoured. */
function parseParams(text: string): KdfParams {
  const parsed = JSON.parse(text) as Partial<KdfParams>;
  const whole = (value: unknown) =>
    Number.isInteger(value) && Number(value) > 0 ? Number(value) : 0;
  const params = {
    memoryCost: whole(parsed.memoryCost),
    timeCost: whole(parsed.timeCost),
    parallelism: whole(parsed.parallelism),
  };
  if (!params.memoryCost || !params.timeCost || !params.parallelism) {
    throw new Error('vault: unreadable KDF parameters');
  }
  return params;
}

/** The key that wraps the vault key: argon2id of the password, then HKDF with APP_SECRET. */
async function wrappingKey(
  password: string,
  salt: Buffer,
  params: KdfParams,
  appSecret: string,
): Promise<Buffer> {
  // On a low-priority thread of its own, one at a time (kdf-thread.ts).
  const stretched = await stretch(password, salt, params, KEY_BYTES);
  try {
    return deriveKey(Buffer.concat([stretched, Buffer.from(appSecret, 'utf8')]), WRAP_PURPOSE);
  } finally {
    stretched.fill(0);
  }
}

const wrapData = (version: number) => `vault:1:wrap:${version}`;

/** The vault key wrapped under a new salt for `password`, for wrap version `wrapVersion`. */
export async function wrapVaultKey(
  vaultKey: Buffer,
  password: string,
  appSecret: string,
  wrapVersion: number,
): Promise<StoredWrap> {
  const salt = randomBytes(SALT_BYTES);
  const key = await wrappingKey(password, salt, KDF_PARAMS, appSecret);
  try {
    return {
      kdf: KDF_NAME,
      kdfParams: JSON.stringify(KDF_PARAMS),
      salt: salt.toString('base64url'),
      wrappedKey: seal(key, vaultKey, wrapData(wrapVersion)),
      wrapVersion,
    };
  } finally {
    key.fill(0);
  }
}

/** The vault key, or null when the password (or APP_SECRET) is not the one that wrapped it. */
export async function unwrapVaultKey(
  stored: StoredWrap,
  password: string,
  appSecret: string,
): Promise<Buffer | null> {
  if (stored.kdf !== KDF_NAME) throw new Error(`vault: unknown KDF ${stored.kdf}`);
  const key = await wrappingKey(
    password,
    Buffer.from(stored.salt, 'base64url'),
    parseParams(stored.kdfParams),
    appSecret,
  );
  try {
    return open(key, stored.wrappedKey, wrapData(stored.wrapVersion));
  } catch {
    return null;
  } finally {
    key.fill(0);
  }
}

const credentialData = (id: number) => `credential:${id}`;

/** A credential's password sealed under the vault key, bound to the credential's id. */
export const sealCredentialPassword = (vaultKey: Buffer, id: number, password: string) =>
  seal(vaultKey, password, credentialData(id));

export const openCredentialPassword = (vaultKey: Buffer, id: number, sealed: string) =>
  open(vaultKey, sealed, credentialData(id)).toString('utf8');
