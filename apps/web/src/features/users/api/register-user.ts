import { userItemResponseSchema, type registerUserSchema, type User } from '@app/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userMessages } from '../users-messages';
import { usersQueryKey } from './get-users';

/** Creates the account; the server emails the new user a link to set a password. */
export async function registerUser(input: z.output<typeof registerUserSchema>): Promise<User> {
  const response = await api.post('/auth/register', userItemResponseSchema, { body: input });
  return response.result;
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    meta: { errorMessage: userMessages.createError },
    onSuccess: (user) => {
      notify.success(userMessages.created, userMessages.createdDetail(user.email));
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
