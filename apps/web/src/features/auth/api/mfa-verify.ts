import { sessionResponseSchema, type MfaVerifyInput } from '@app/contract/mfa';
import { api } from '../../../lib/api-client';
import { usePlainCall } from './mfa-call';

/** `POST /auth/mfa/verify { mfaToken, code | recoveryCode }`: the session of a sign-in's second step. */
export async function verifySecondFactor(input: MfaVerifyInput) {
  return api.post('/auth/mfa/verify', sessionResponseSchema, { body: input });
}

/** The verify call with its pending state, for the second step's form. */
export const useVerifySecondFactor = () => usePlainCall(verifySecondFactor);
