import type { GetShiftsResponse } from '@app/contract/shifts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shiftMessages as text } from '../shifts-messages';
import { drawsFirstRows, periodBody, type ShiftsPeriod } from '../utils/period';

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

/**
 * `POST /shifts/get-shifts` for a day, an ISO week or a month (SPEC §7; a month with its grid's
 * whole weeks); with `firstUsers`, only the first user rows of a day or a week and `usersTotal`
 * (docs/decisions/073).
 */
export async function getShifts(
  period: ShiftsPeriod,
  signal?: AbortSignal,
  firstUsers?: number,
): Promise<GetShiftsResponse> {
  // A month grid shows whole weeks: the neighbouring months' days come with their shifts.
  const body =
    period.view === 'month' ? { ...periodBody(period), wholeWeeks: true } : periodBody(period);
  return api.post('/shifts/get-shifts', calendarOutlineSchema, {
    body: firstUsers === undefined ? body : { ...body, firstUsers },
    signal,
  });
}

/** The rows of a day or a week drawn first: more than any screen shows at once. */
export const FIRST_ROWS = 30;

export const shiftsQueryOptions = (period: ShiftsPeriod) =>
  queryOptions({
    queryKey: [...shiftsCalendarKey, period],
    queryFn: ({ signal }) => getShifts(period, signal),
    meta: { errorMessage: text.loadError },
  });

/** The first rows of a day or a week (a team of 500 is 1.4 MB; its first 30 rows about 90 KB). */
export const firstRowsQueryOptions = (period: ShiftsPeriod) =>
  queryOptions({
    queryKey: [...shiftsCalendarKey, period, 'first'] as const,
    queryFn: ({ signal }) => getShifts(period, signal, FIRST_ROWS),
    meta: { errorMessage: text.loadError },
  });

/**
 * The calendar of a period. A day or a week not read before comes in two steps: its first rows,
 * drawn at once, then the whole calendar, asked for once those rows are on screen so that its
 * download and parsing never hold them back (docs/decisions/073). Changes refetch the whole one.
 */
export function useShifts(period: ShiftsPeriod) {
  const queryClient = useQueryClient();
  const twoSteps = drawsFirstRows(period);
  const key = JSON.stringify(period);
  const [askedWhole, setAskedWhole] = useState<string | null>(null);
  const wholeOptions = shiftsQueryOptions(period);
  // A calendar read before is shown whole at once, and refreshed as usual.
  const wholeKept = queryClient.getQueryData(wholeOptions.queryKey) !== undefined;
  const whole = useQuery({
    ...wholeOptions,
    enabled: !twoSteps || askedWhole === key || wholeKept,
  });
  const first = useQuery({
    ...firstRowsQueryOptions(period),
    enabled: twoSteps && whole.data === undefined,
  });
  const firstSettled = twoSteps && (first.isSuccess || first.isError);
  useEffect(() => {
    if (!firstSettled) return;
    // After the frame that draws the first rows, not in it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setAskedWhole(key));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [firstSettled, key]);

  const data = whole.data ?? (twoSteps ? first.data : undefined);
  const isError = whole.isError || (data === undefined && first.isError);
  return {
    data,
    isError,
    isPending: data === undefined && !isError,
    /** The whole calendar on its way while an older or partial one is shown. */
    isFetching: whole.isFetching,
    refetch: () => (whole.isError || !twoSteps ? whole.refetch() : first.refetch()),
  };
}
