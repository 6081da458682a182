import { messageResponseSchema } from '@app/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';
import { usersQueryKey } from './get-users';

/**
 * `DELETE /users/{id}/mfa` (admin): removes another user's second factor and recovery codes, for
 * someone who lost both their phone and their codes (DECISIONS §12).
 */
export async function resetSecondFactor(id: number) {
  return api.delete(`/users/${id}/mfa`, messageResponseSchema);
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    meta: { successMessage: userMessages.secondFactorReset, errorMessage: userMessages.resetError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
