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
    // A refusal is said once, in the delete dialog (CrudListPage), not also in a toast.
    meta: { successMessage: userMessages.deactivated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
