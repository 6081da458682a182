import { daysBetween } from '@app/contract/dates';
import { SHIFT_REPEAT_MAX_DAYS, SHIFT_TEXTS, shiftDates } from '@app/contract/shifts';
import { badRequest } from '../../lib/app-error';

/**
 * The dates a create writes a shift on (the contract's `shiftDates`: the start date always, then
 * the chosen weekdays up to the repeat end), once the repeat end is checked: not before the start
 * date, at most SHIFT_REPEAT_MAX_DAYS after it.
 */
export function repeatDates(
  startDate: string,
  repeatEndDate: string | null,
  daysOfWeek: readonly number[],
): string[] {
  if (repeatEndDate !== null) {
    const span = daysBetween(startDate, repeatEndDate);
    if (span < 0) throw badRequest(SHIFT_TEXTS.repeatBeforeStart);
    if (span > SHIFT_REPEAT_MAX_DAYS) throw badRequest(SHIFT_TEXTS.repeatTooLong);
  }
  return shiftDates(startDate, repeatEndDate, daysOfWeek);
}
