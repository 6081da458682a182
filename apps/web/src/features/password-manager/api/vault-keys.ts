import { VAULT_KEY_HEADER } from '@app/contract/password-manager';

/** Every cached answer of the vault lives under this key (removed when it locks). */
export const vaultKey = ['password-manager'] as const;
export const credentialsKey = [...vaultKey, 'credentials'] as const;
export const vaultActivityKey = [...vaultKey, 'activity'] as const;
/** The status is not secret and is kept apart: it is not removed on lock. */
export const vaultStatusKey = ['password-manager-status'] as const;

/** The header every vault call carries (DECISIONS §9); never part of a query key. */
export const vaultHeaders = (key: string) => ({ [VAULT_KEY_HEADER]: key });
