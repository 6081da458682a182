import { getShiftsResponseSchema, type Shift } from '@app/contract/shifts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { correctionMessages as text } from '../corrections/corrections-messages';

/**
 * `POST /shifts/get-shifts` for a month, only the user's own shifts: the days a missing punch may
 * be asked for (DECISIONS §10: a day with a published shift of that user).
 */
export async function getOwnMonthShifts(
  userId: number,
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<Shift[]> {
  const response = await api.post('/shifts/get-shifts', getShiftsResponseSchema, {
    body: { month, year, usersIds: [userId] },
    signal,
  });
  if (response.view !== 'month') return [];
  return response.shifts.flatMap((group) => group.shifts);
}

export const ownMonthShiftsQueryOptions = (userId: number, year: number, month: number) =>
  queryOptions({
    queryKey: ['shifts', 'calendar', 'own', userId, year, month] as const,
    queryFn: ({ signal }) => getOwnMonthShifts(userId, year, month, signal),
    meta: { errorMessage: text.shiftsError },
  });

/** The user's published shifts of the given months (this one and the one before, as a rule). */
export function useOwnShifts(userId: number, months: readonly (readonly [number, number])[]) {
  const results = useQueries({
    queries: months.map(([year, month]) => ownMonthShiftsQueryOptions(userId, year, month)),
  });
  return {
    shifts: results.flatMap((result) => result.data ?? []).filter((shift) => shift.published),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}
