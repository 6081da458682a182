import {
  credentialItemResponseSchema,
  type CreateCredentialInput,
  type UpdateCredentialInput,
} from '@app/contract/password-manager';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { credentialsKey, vaultHeaders } from './vault-keys';

/** `POST /password-manager {name, username, password, website, description, code, privated}`. */
export async function createCredential(key: string, input: CreateCredentialInput) {
  return api.post('/password-manager', credentialItemResponseSchema, {
    body: input,
    headers: vaultHeaders(key),
  });
}

/** `PATCH /password-manager/{id}` (the creator only). */
export async function updateCredential(key: string, id: number, input: UpdateCredentialInput) {
  return api.patch(`/password-manager/${id}`, credentialItemResponseSchema, {
    body: input,
    headers: vaultHeaders(key),
  });
}

export function useCreateCredential() {
  const queryClient = useQueryClient();
  const vault = useVaultSession();
  return useMutation({
    mutationFn: (input: CreateCredentialInput) =>
      vault.call((key) => createCredential(key, input), text.createError),
    meta: { successMessage: text.created },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
  });
}

export function useUpdateCredential() {
  const queryClient = useQueryClient();
  const vault = useVaultSession();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCredentialInput }) =>
      vault.call((key) => updateCredential(key, id, input), text.updateError),
    meta: { successMessage: text.updated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey }),
  });
}
