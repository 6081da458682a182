import { messageResponseSchema, type SetPasswordInput } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets the first password of a new account with the token of the verification mail. */
export async function verifyUser(input: SetPasswordInput) {
  return api.post('/auth/verify-user', messageResponseSchema, { body: input });
}

export const useVerifyUser = () => useMutation({ mutationFn: verifyUser });
