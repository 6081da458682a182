import { loginResponseSchema } from '@app/contract/auth';
import { passkeyOptionsResponseSchema } from '@app/contract/passkeys';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { useState } from 'react';
import {
  assertPasskey,
  browserHasWebAuthn,
  isCancelledCeremony,
} from '../../account/api/passkeys-ceremony';

/**
 * Signs in with a passkey (DECISIONS §12): the server's challenge
 * (`POST /auth/passkeys/login/options`), the browser's ceremony with a discoverable passkey (no
 * email asked), then `POST /auth/passkeys/login`, whose session the hook stores as any sign-in stores it.
 */
export async function signInWithPasskey() {
  const { options } = await api.post('/auth/passkeys/login/options', passkeyOptionsResponseSchema);
  const response = await assertPasskey(options);
  return api.post('/auth/passkeys/login', loginResponseSchema, { body: { response } });
}

/** How the last try went: a calm note (the dialog was closed), or a refusal to show. */
export type PasskeySignInOutcome =
  { kind: 'cancelled' } | { kind: 'failed'; error: unknown } | null;

/**
 * The passkey button's state: whether the browser can use passkeys at all, a try under way, and
 * how the last one went. A plain call with its own state, as `useLogin`: the sign-in page loads
 * without the query library (docs/decisions/017).
 */
export function usePasskeySignIn() {
  const [supported] = useState(browserHasWebAuthn);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PasskeySignInOutcome>(null);
  const start = (onSuccess: () => void) => {
    setBusy(true);
    setOutcome(null);
    signInWithPasskey().then(
      (answer) => {
        setBusy(false);
        // Stored and followed in one go, as `useLogin` does: the page moves on with the session.
        saveSession(answer.token, answer.result);
        onSuccess();
      },
      (error: unknown) => {
        setBusy(false);
        setOutcome(isCancelledCeremony(error) ? { kind: 'cancelled' } : { kind: 'failed', error });
      },
    );
  };
  return { supported, busy, outcome, start };
}
