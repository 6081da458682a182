import { userItemResponseSchema } from '@app/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';
import { usersQueryKey } from './get-users';

/** A deactivated user may sign in again, with the password they had. */
export async function reactivateUser(id: number) {
  return api.post(`/users/${id}/reactivate`, userItemResponseSchema);
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    meta: { successMessage: userMessages.reactivated, errorMessage: userMessages.reactivateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
