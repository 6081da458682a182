import type { Db } from '../../db/client';
import { insertCredential, updateCredential } from './password-manager.repository';
import { insertWrap } from './vault-key.repository';
import { newVaultKey, sealCredentialPassword, wrapVaultKey } from './vault-keys';

/**
 * What other parts may use of the vault (decision 018): the demo's seed sets the vault up and
 * fills it, by the same key scheme as the API.
 */

/** Sets the vault up for `password` (on the caller's transaction) and returns its vault key. */
export async function seedVault(
  tx: Db,
  options: { password: string; appSecret: string; adminId: number },
): Promise<Buffer> {
  const vaultKey = newVaultKey();
  const wrap = await wrapVaultKey(vaultKey, options.password, options.appSecret, 1);
  if (!(await insertWrap(tx, wrap, options.adminId)))
    throw new Error('the vault is set up already');
  return vaultKey;
}

/** One credential with its password sealed under `vaultKey`, as POST /password-manager writes it. */
export async function seedCredential(
  tx: Db,
  vaultKey: Buffer,
  credential: {
    name: string;
    username: string;
    password: string;
    website: string;
    description: string;
    code?: string;
    privated: boolean;
    creatorId: number;
  },
) {
  const { password, ...fields } = credential;
  const id = await insertCredential(tx, fields);
  await updateCredential(tx, id, {
    passwordSealed: sealCredentialPassword(vaultKey, id, password),
  });
  return id;
}
