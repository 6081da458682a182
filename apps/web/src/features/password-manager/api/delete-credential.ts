import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { credentialsKey, vaultHeaders } from './vault-keys';

/** `DELETE /password-manager/{id}` (the creator only). */
export async function deleteCredential(key: string, id: number) {
  return api.delete(`/password-manager/${id}`, successSchema, { headers: vaultHeaders(key) });
}

export function useDeleteCredential() {
  const queryClient = useQueryClient();
  const vault = useVaultSession();
  return useMutation({
    mutationFn: (id: number) => vault.call((key) => deleteCredential(key, id), text.deleteError),
    meta: { successMessage: text.deleted },
    onSuccess: (_answer, id) => {
      vault.insights.forget(id);
      return queryClient.invalidateQueries({ queryKey: credentialsKey });
    },
  });
}
