import { totpConfirmResponseSchema, totpSetupResponseSchema } from '@app/contract/mfa';
import { api } from '../../../lib/api-client';
import { usePlainCall } from './mfa-call';

/** The sign-in's enrolment ticket as a bearer: with it only setup and confirm work (DECISIONS §12). */
const withTicket = (mfaToken: string) => ({ Authorization: `Bearer ${mfaToken}` });

/** `POST /auth/mfa/totp/setup` while enrolling: the secret and its otpauth:// URI. */
export async function enrolSetup(mfaToken: string) {
  return api.post('/auth/mfa/totp/setup', totpSetupResponseSchema, {
    headers: withTicket(mfaToken),
  });
}

/** `POST /auth/mfa/totp/confirm { code }` while enrolling: the recovery codes and the session. */
export async function enrolConfirm(mfaToken: string, code: string) {
  return api.post('/auth/mfa/totp/confirm', totpConfirmResponseSchema, {
    headers: withTicket(mfaToken),
    body: { code },
  });
}

/** One setup per ticket, even when a development render runs the effect twice. */
const setups = new Map<string, ReturnType<typeof enrolSetup>>();
function setupOnce(mfaToken: string) {
  let setup = setups.get(mfaToken);
  if (!setup) {
    setup = enrolSetup(mfaToken);
    setups.set(mfaToken, setup);
    setup.catch(() => setups.delete(mfaToken));
  }
  return setup;
}

/** The enrolment's setup, asked once per ticket (a retry after a failure asks again). */
export const useEnrolSetup = () => usePlainCall(setupOnce);

/** The enrolment's confirm with its pending state. */
const confirmWithTicket = ({ mfaToken, code }: { mfaToken: string; code: string }) =>
  enrolConfirm(mfaToken, code);
export const useEnrolConfirm = () => usePlainCall(confirmWithTicket);
