import { mfaStatusResponseSchema } from '@app/contract/mfa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MFA_PATH = '/auth/mfa';
export const mfaStatusKey = ['account', 'mfa'] as const;

/** `GET /auth/mfa`: the signed-in user's second factor (on since when, recovery codes left). */
export async function getMfaStatus(signal?: AbortSignal) {
  const response = await api.get(MFA_PATH, mfaStatusResponseSchema, { signal });
  return response.totp;
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaStatusKey, queryFn: ({ signal }) => getMfaStatus(signal) });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
