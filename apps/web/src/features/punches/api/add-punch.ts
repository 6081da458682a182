import {
  addPunchResponseSchema,
  type AddPunchResponse,
  type BreakType,
  type PunchType,
} from '@app/contract/punches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';
import { punchesKey, userPunchesKey, type UserPunches } from './get-punches';

export type AddPunch = { type: PunchType; notes?: string; img?: string | null };

/**
 * `POST /punches/add`. The server's clock decides the time; the `Idempotency-Key` (one per user
 * action, reused by its retries) makes a retried or double-clicked action count once.
 */
export async function addPunch(body: AddPunch, idempotencyKey: string): Promise<AddPunchResponse> {
  return api.post('/punches/add', addPunchResponseSchema, {
    body: {
      type: body.type,
      ...(body.notes ? { notes: body.notes } : {}),
      ...(body.img ? { img: body.img } : {}),
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export type AddPunchVariables = { body: AddPunch; idempotencyKey: string };

/**
 * Punch In or Out from the punch dialog. Success has its toast (`meta`); a failure has none: the
 * dialog shows it in its own pane, where the user retries with the same Idempotency-Key.
 */
export function useAddPunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: AddPunchVariables) => addPunch(body, idempotencyKey),
    meta: { successMessage: text.saved },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: punchesKey }),
  });
}

const BREAK_CODES = {
  break: { start: 'BI', end: 'BO' },
  lunch: { start: 'LI', end: 'LO' },
} as const;

export type BreakPunchVariables = { type: BreakType; action: 'start' | 'end' };

/** A break's or lunch's start or end from the punch widget, each click its own Idempotency-Key. */
export function useBreakPunch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, action }: BreakPunchVariables) =>
      addPunch({ type: BREAK_CODES[type][action] }, newIdempotencyKey()),
    onSuccess: (response) => {
      // The answer carries the punch as it is now: show it at once, the refetch confirms it.
      queryClient.setQueryData<UserPunches>(userPunchesKey(userId), (list) =>
        list
          ? {
              ...list,
              punches: list.punches.map((item) =>
                item.id === response.data.id ? response.data : item,
              ),
            }
          : list,
      );
    },
    meta: { successMessage: text.saved, errorMessage: text.breakError },
    onError: (error) => {
      console.error(text.breakError, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: punchesKey }),
  });
}

/** A random v4 UUID, also where `crypto.randomUUID` is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
