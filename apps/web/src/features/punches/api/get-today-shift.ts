import { hasShiftResponseSchema } from '@app/contract/shifts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { punchMessages as text } from '../punches-messages';
import type { TodayShift } from '../utils/punch-status';
import { todayShiftPath } from './paths';

/**
 * `GET /shifts/today/:userId`: whether the user has a published shift today, whether Punch In is
 * open now and, if not yet, from when (DECISIONS §6).
 */
export async function getTodayShift(userId: number, signal?: AbortSignal): Promise<TodayShift> {
  const response = await api.get(todayShiftPath(userId), hasShiftResponseSchema, { signal });
  return {
    hasShift: response.hasShift,
    canPunchIn: response.canPunchIn ?? response.hasShift,
    punchInFrom: response.punchInFrom ?? null,
  };
}

export const hasShiftTodayQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['punches', 'has-shift-today', userId] as const,
    queryFn: ({ signal }) => getTodayShift(userId, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: text.shiftError },
  });
