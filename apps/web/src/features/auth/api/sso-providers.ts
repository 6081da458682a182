import { signInProvidersResponseSchema, type SignInProviders } from '@app/contract/sso';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

let asked: Promise<SignInProviders> | undefined;

/**
 * `GET /auth/providers`: one request shared by whoever asks while it is on its way (the single
 * sign-on button, the passkey one); asked anew by the next sign-in page.
 */
export function getSignInProviders(): Promise<SignInProviders> {
  asked ??= api.get('/auth/providers', signInProvidersResponseSchema).finally(() => {
    asked = undefined;
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
