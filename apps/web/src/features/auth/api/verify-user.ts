import {
  passwordSetResponseSchema,
  verifyLinkResponseSchema,
  type VerifyUserInput,
} from '@app/contract/auth';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Sets the first password of a new account with the token of the verification mail; the first
 * admin's one-time link also sends the admin's name and email (DECISIONS §1).
 */
export async function verifyUser(input: VerifyUserInput) {
  return api.post('/auth/verify-user', passwordSetResponseSchema, { body: input });
}

export const useVerifyUser = () => useMutation({ mutationFn: verifyUser });

/** `GET /auth/verify-user?token=`: whether the link sets up the first admin (and with what). */
export const verifyLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-link', token] as const,
    queryFn: ({ signal }) =>
      api.get('/auth/verify-user', verifyLinkResponseSchema, { query: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });
