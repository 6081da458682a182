import { credentialPasswordResponseSchema, type Credential } from '@app/contract/password-manager';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useVaultSession } from '../vault/vault-session';
import { vaultHeaders } from './vault-keys';

/**
 * `GET /password-manager/{id}/password`: one password (the server records it as a reveal). Never
 * cached: it is asked for each time it is shown, copied or edited.
 */
export async function revealPassword(key: string, id: number): Promise<string> {
  const response = await api.get(
    `/password-manager/${id}/password`,
    credentialPasswordResponseSchema,
    {
      headers: vaultHeaders(key),
    },
  );
  return response.data.password;
}

/**
 * Reads a credential's password with the vault's key (a wrong key locks the vault) and notes its
 * strength and reuse for the viewer. A function, not a query: the password is never cached, each
 * show, copy or edit asks again. Failures are the caller's to show (a toast, or the edit dialog's
 * 'Reintentar').
 */
export function useRevealPassword() {
  const vault = useVaultSession();
  return useCallback(
    async ({ id, name }: Pick<Credential, 'id' | 'name'>) => {
      const password = await vault.call((key) => revealPassword(key, id));
      void vault.insights.record(id, name, password);
      return password;
    },
    [vault],
  );
}
