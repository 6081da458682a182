import { successSchema } from '@app/contract/common';
import type { VaultChangeInput, VaultSetupInput } from '@app/contract/password-manager';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { vaultHeaders, vaultStatusKey } from './vault-keys';

/** `POST /password-manager/setup { password }`: an admin sets the first security password. */
export async function setupVault(input: VaultSetupInput) {
  return api.post('/password-manager/setup', successSchema, {
    body: input,
    headers: vaultHeaders(input.password),
  });
}

export function useSetupVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupVault,
    // Only the success toasts: a refused password shows under its field (docs/decisions/084).
    meta: { successMessage: text.setupDone },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultStatusKey }),
  });
}

/**
 * `PATCH /password-manager/setup { currentPassword, newPassword }`: an admin changes it; every
 * unlocked session (this one too) must unlock again with the new one.
 */
export async function changeVaultKey(input: VaultChangeInput) {
  return api.patch('/password-manager/setup', successSchema, {
    body: input,
    headers: vaultHeaders(input.currentPassword),
  });
}

/** Only the success toasts: a wrong current password shows under its field (docs/decisions/084). */
export const useChangeVaultKey = () =>
  useMutation({ mutationFn: changeVaultKey, meta: { successMessage: text.changed } });
