import { messageResponseSchema, type ForgotPasswordInput } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the reset mail; the answer is the same whether or not the email exists. */
export async function forgotPassword(input: ForgotPasswordInput) {
  return api.post('/auth/reset-password', messageResponseSchema, { body: input });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
