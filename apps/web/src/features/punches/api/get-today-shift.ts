import { hasShiftResponseSchema } from '@app/contract/shifts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';

/** `GET /shifts/today/:userId`: whether the user has a published shift today (Punch In needs one). */
export async function getHasShiftToday(userId: number, signal?: AbortSignal): Promise<boolean> {
  const response = await api.get(`/shifts/today/${userId}`, hasShiftResponseSchema, { signal });
  return response.hasShift;
}

export const hasShiftTodayQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['punches', 'has-shift-today', userId] as const,
    queryFn: ({ signal }) => getHasShiftToday(userId, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: text.shiftError },
  });
