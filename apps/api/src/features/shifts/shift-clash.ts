import type { ShiftClash } from '@app/contract/shifts';
import type { CompanyClock } from '../../lib/time';
import type { BusySpan } from './shift-overlap';

/** A span another shift ran into, as the messages name it: its user, company-local date and times. */
export function clashOf(clock: CompanyClock, span: BusySpan, user: string): ShiftClash {
  const start = clock.wallClockOf(span.startAt);
  const end = clock.wallClockOf(span.endAt);
  return { user, date: start.slice(0, 10), start: start.slice(11), end: end.slice(11) };
}
