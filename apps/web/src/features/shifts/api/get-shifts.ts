import type { GetShiftsResponse } from '@app/contract/shifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import { periodBody, type ShiftsPeriod } from '../utils/period';

/** Every calendar query starts with this key; a change to shifts invalidates them all. */
export const shiftsCalendarKey = ['shifts', 'calendar'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The calendar's answer is checked by its outline only: a successful answer of a known view with
 * its period and a list of rows. It is the largest answer of the app (a week of 500 users, 3,500
 * shifts, is 1.4 MB), and the server writes it from the contract's own schema
 * (`getShiftsResponseSchema`, shifts-read.service), so checking each of its fields again with zod
 * would cost the phone 50–100 ms per read for nothing.
 */
export const calendarOutlineSchema = z.custom<GetShiftsResponse>(
  (value) =>
    isObject(value) &&
    value.success === true &&
    Array.isArray(value.shifts) &&
    value.shifts.every(isObject) &&
    (value.view === 'week'
      ? typeof value.startofweek === 'string'
      : value.view === 'day'
        ? typeof value.day === 'string'
        : value.view === 'month' && Number.isInteger(value.year) && Number.isInteger(value.month)),
);

/** `POST /shifts/get-shifts` for a day, an ISO week or a month (SPEC §7). */
export async function getShifts(
  period: ShiftsPeriod,
  signal?: AbortSignal,
): Promise<GetShiftsResponse> {
  return api.post('/shifts/get-shifts', calendarOutlineSchema, {
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
