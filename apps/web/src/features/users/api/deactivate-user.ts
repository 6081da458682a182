import { successSchema } from '@app/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';
import { usersQueryKey } from './get-users';

/** `DELETE /users/:id` deactivates: no more sign-ins, sessions end, history stays (DECISIONS §3). */
export async function deactivateUser(id: number) {
  return api.delete(`/users/${id}`, successSchema);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    meta: { successMessage: userMessages.deactivated, errorMessage: userMessages.deactivateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
