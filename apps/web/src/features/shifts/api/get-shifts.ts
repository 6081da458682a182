import { getShiftsResponseSchema, type GetShiftsResponse } from '@app/contract/shifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import { periodBody, type ShiftsPeriod } from '../utils/period';

/** Every calendar query starts with this key; a change to shifts invalidates them all. */
export const shiftsCalendarKey = ['shifts', 'calendar'] as const;

/** `POST /shifts/get-shifts` for a day, an ISO week or a month (SPEC §7). */
export async function getShifts(
  period: ShiftsPeriod,
  signal?: AbortSignal,
): Promise<GetShiftsResponse> {
  return api.post('/shifts/get-shifts', getShiftsResponseSchema, {
    body: periodBody(period),
    signal,
  });
}

export const shiftsQueryOptions = (period: ShiftsPeriod) =>
  queryOptions({
    queryKey: [...shiftsCalendarKey, period],
    queryFn: ({ signal }) => getShifts(period, signal),
    meta: { errorMessage: text.loadError },
  });

export const useShifts = (period: ShiftsPeriod) => useQuery(shiftsQueryOptions(period));
