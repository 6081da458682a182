import { loginResponseSchema, type LoginInput, type LoginResponse } from '@app/contract/auth';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export async function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth', loginResponseSchema, { body: input });
}

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * Signs in and stores `token` and `user` (SPEC §3). Errors are shown by the form. A plain call
 * with its own state rather than a query-library mutation: the sign-in page is the first screen
 * and loads without that code (docs/decisions/017).
 */
export function useLogin() {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const mutate = (input: LoginInput, callbacks: Callbacks = {}) => {
    setState({ isPending: true, error: null });
    login(input).then(
      (response) => {
        saveSession(response.token, response.result);
        setState({ isPending: false, error: null });
        callbacks.onSuccess?.();
      },
      (error: unknown) => {
        setState({ isPending: false, error });
        callbacks.onError?.(error);
      },
    );
  };
  return { ...state, isError: state.error !== null, mutate };
}
