import {
  addPunchResponseSchema,
  type AddPunchResponse,
  type PunchType,
} from '@app/contract/punches';
import { api } from '../../../lib/api-client';

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

/** A random v4 UUID, also where `crypto.randomUUID` is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
