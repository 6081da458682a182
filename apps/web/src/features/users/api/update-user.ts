import { itemResponse } from '@app/contract/common';
import { userSchema, type updateUserSchema, type User } from '@app/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';
import { usersQueryKey } from './get-users';

const updateUserResponseSchema = itemResponse(userSchema);

/** Name, role and phone; the email never changes. */
export async function updateUser({
  id,
  input,
}: {
  id: number;
  input: z.output<typeof updateUserSchema>;
}): Promise<User> {
  const response = await api.patch(`/users/${id}`, updateUserResponseSchema, { body: input });
  return response.data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { successMessage: userMessages.updated, errorMessage: userMessages.updateError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
