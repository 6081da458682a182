/**
 * The key scheme by itself: what opens the vault key and what does not. Each wrap or unwrap runs
 * the real KDF (64 MiB), so the cases share one wrap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newVaultKey,
  openCredentialPassword,
  sealCredentialPassword,
  unwrapVaultKey,
  wrapVaultKey,
  type StoredWrap,
} from './vault-keys';

const PASSWORD = 'Boveda-Levante-2026';
const SECRET = 'secreto-de-la-aplicacion-de-prueba';
const vaultKey = newVaultKey();
let wrap: StoredWrap;

beforeAll(async () => {
  wrap = await wrapVaultKey(vaultKey, PASSWORD, SECRET, 1);
});

describe('the wrapped vault key', () => {
  it('opens with the security password and the app secret together, and stores neither', async () => {
    const opened = await unwrapVaultKey(wrap, PASSWORD, SECRET);
    expect(opened?.equals(vaultKey)).toBe(true);
    expect(JSON.parse(wrap.kdfParams)).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 1 });
    const stored = JSON.stringify(wrap);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(vaultKey.toString('base64url'));
    expect(stored).not.toContain(vaultKey.toString('hex'));
  });

  it('does not open with the database and the secret but another password', async () => {
    expect(await unwrapVaultKey(wrap, 'Boveda-Levante-2025', SECRET)).toBeNull();
  });

  it('does not open with the password but another app secret (a database copy alone)', async () => {
    expect(await unwrapVaultKey(wrap, PASSWORD, 'otro-secreto')).toBeNull();
  });

  it('does not open under another wrap version (a stale wrap put back)', async () => {
    expect(await unwrapVaultKey({ ...wrap, wrapVersion: 2 }, PASSWORD, SECRET)).toBeNull();
  });

  it('salts each wrap afresh', async () => {
    const again = await wrapVaultKey(vaultKey, PASSWORD, SECRET, 1);
    expect(again.salt).not.toBe(wrap.salt);
    expect(again.wrappedKey).not.toBe(wrap.wrappedKey);
  });
});

describe('a credential password', () => {
  it('opens under its own id only', () => {
    const sealed = sealCredentialPassword(vaultKey, 7, 'Clave-del-Servicio');
    expect(openCredentialPassword(vaultKey, 7, sealed)).toBe('Clave-del-Servicio');
    expect(() => openCredentialPassword(vaultKey, 8, sealed)).toThrow();
    expect(() => openCredentialPassword(newVaultKey(), 7, sealed)).toThrow();
  });
});
