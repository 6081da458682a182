import { signInProvidersResponseSchema, type SignInProviders } from '@app/contract/sso';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

let asked: Promise<SignInProviders> | undefined;

/**
 * `GET /auth/providers`, asked once per page load and shared by whoever needs it (the single
 * sign-on button, the passkey one); a failure is asked again next time.
 */
export function getSignInProviders(): Promise<SignInProviders> {
  asked ??= api.get('/auth/providers', signInProvidersResponseSchema).catch((error: unknown) => {
    asked = undefined;
    throw error;
  });
  return asked;
}

/**
 * The ways in besides email and password, or null until known: the sign-in page paints without
 * waiting for them, and shows their buttons when the answer comes.
 */
export function useSignInProviders(): SignInProviders | null {
  const [providers, setProviders] = useState<SignInProviders | null>(null);
  useEffect(() => {
    let current = true;
    getSignInProviders().then(
      (answer) => {
        if (current) setProviders(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
