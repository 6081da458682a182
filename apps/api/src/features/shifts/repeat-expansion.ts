import { addDays, daysBetween, weekday } from '@app/contract/dates';
import { SHIFT_REPEAT_MAX_DAYS, SHIFT_TEXTS } from '@app/contract/shifts';
import { badRequest } from '../../lib/app-error';

/**
 * The dates a create writes a shift on: the start date alone without a repeat end; with one, every
 * date from the start date to the repeat end (both included) whose weekday (0 Sunday … 6 Saturday)
 * is among `daysOfWeek`, the start date too only when its weekday is.
 */
export function repeatDates(
  startDate: string,
  repeatEndDate: string | null,
  daysOfWeek: readonly number[],
): string[] {
  if (repeatEndDate === null) return [startDate];
  const span = daysBetween(startDate, repeatEndDate);
  if (span < 0) throw badRequest(SHIFT_TEXTS.repeatBeforeStart);
  if (span > SHIFT_REPEAT_MAX_DAYS) throw badRequest(SHIFT_TEXTS.repeatTooLong);
  const days = new Set(daysOfWeek);
  const dates: string[] = [];
  for (let offset = 0; offset <= span; offset++) {
    const date = addDays(startDate, offset);
    if (days.has(weekday(date))) dates.push(date);
  }
  if (dates.length === 0) throw badRequest(SHIFT_TEXTS.noDates);
  return dates;
}
