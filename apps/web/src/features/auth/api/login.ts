import { loginResponseSchema, type LoginInput, type LoginResponse } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export async function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth', loginResponseSchema, { body: input });
}

/** Signs in and stores `token` and `user` (SPEC §3). Errors are shown by the form. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => saveSession(response.token, response.result),
  });
}
