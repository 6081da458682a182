import {
  passkeyItemResponseSchema,
  passkeyListResponseSchema,
  passkeyOptionsResponseSchema,
} from '@app/contract/passkeys';
import { successSchema } from '@app/contract/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useState } from 'react';
import {
  browserHasWebAuthn,
  createPasskey,
  isAlreadyOnAuthenticator,
  isCancelledCeremony,
} from './passkeys-ceremony';

export const PASSKEYS_PATH = '/auth/passkeys';
export const passkeysKey = ['account', 'passkeys'] as const;

/** `GET /auth/passkeys`: the signed-in user's passkeys. */
export async function listPasskeys(signal?: AbortSignal) {
  const response = await api.get(PASSKEYS_PATH, passkeyListResponseSchema, { signal });
  return response.data;
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeysKey, queryFn: ({ signal }) => listPasskeys(signal) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** Whether this browser can make passkeys (read once). */
export function usePasskeySupport() {
  const [supported] = useState(browserHasWebAuthn);
  return supported;
}

/**
 * What adding a passkey came to. A dialog the person closed ('cancelled') or an authenticator that
 * already holds one of this account ('already-there') are no failure: the card says so calmly.
 */
export type AddPasskeyOutcome =
  { outcome: 'added'; message: string } | { outcome: 'cancelled' } | { outcome: 'already-there' };

/**
 * Adds a passkey: the server's options (`POST /auth/passkeys/register/options`), the browser's
 * ceremony, then the answer checked and kept (`POST /auth/passkeys/register`).
 */
export async function addPasskey(): Promise<AddPasskeyOutcome> {
  const { options } = await api.post(
    `${PASSKEYS_PATH}/register/options`,
    passkeyOptionsResponseSchema,
  );
  let response: Awaited<ReturnType<typeof createPasskey>>;
  try {
    response = await createPasskey(options);
  } catch (error) {
    if (isCancelledCeremony(error)) return { outcome: 'cancelled' };
    if (isAlreadyOnAuthenticator(error)) return { outcome: 'already-there' };
    throw error;
  }
  const answer = await api.post(`${PASSKEYS_PATH}/register`, passkeyItemResponseSchema, {
    body: { response },
  });
  return { outcome: 'added', message: answer.message };
}

/** `PATCH /auth/passkeys/{id} { name }`. */
export const renamePasskey = ({ id, name }: { id: number; name: string }) =>
  api.patch(`${PASSKEYS_PATH}/${id}`, passkeyItemResponseSchema, { body: { name } });

/** `DELETE /auth/passkeys/{id}`. */
export const removePasskey = (id: number) => api.delete(`${PASSKEYS_PATH}/${id}`, successSchema);

/** After any change the card reads the list again. */
function usePasskeyMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () => usePasskeyMutation(renamePasskey);
export const useRemovePasskey = () => usePasskeyMutation(removePasskey);
