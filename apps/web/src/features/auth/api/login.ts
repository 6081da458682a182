import type { LoginInput } from '@app/contract/auth';
import { signInResponseSchema, type SignInResponse } from '@app/contract/mfa';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** `POST /auth`: a session, or the second step it needs first (DECISIONS §12). */
export async function login(input: LoginInput): Promise<SignInResponse> {
  return api.post('/auth', signInResponseSchema, { body: input });
}

/**
 * What a right password leads to when the account has a second factor ('verify': the code) or its
 * role needs one it does not have yet ('enrol'); `mfaToken` is the ticket of that step (5 minutes,
 * once), never stored.
 */
export type SecondStep = { kind: 'verify' | 'enrol'; mfaToken: string; email: string };

type Callbacks = {
  onSuccess?: () => void;
  onSecondStep?: (step: SecondStep) => void;
  onError?: (error: unknown) => void;
};

/**
 * Signs in and stores `token` and `user` (SPEC §3), or hands over the second step. Errors are
 * shown by the form. A plain call with its own state rather than a query-library mutation: the
 * sign-in page is the first screen and loads without that code (docs/decisions/017).
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
        setState({ isPending: false, error: null });
        if ('token' in response) {
          saveSession(response.token, response.result);
          callbacks.onSuccess?.();
        } else {
          const kind = 'mfaRequired' in response ? 'verify' : 'enrol';
          callbacks.onSecondStep?.({ kind, mfaToken: response.mfaToken, email: input.email });
        }
      },
      (error: unknown) => {
        setState({ isPending: false, error });
        callbacks.onError?.(error);
      },
    );
  };
  return { ...state, isError: state.error !== null, mutate };
}
