import { passwordSetResponseSchema, type SetPasswordInput } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets a new password with the token of the reset mail. */
export async function verifyPassword(input: SetPasswordInput) {
  return api.post('/auth/verify-password', passwordSetResponseSchema, { body: input });
}

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
