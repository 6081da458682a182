import type { Punch } from '@app/contract/punches';

/**
 * How early a Punch Out must be to ask for confirmation (docs/decisions/077): more than a quarter
 * of an hour before the shift's end. Leaving a few minutes early is an ordinary day; hours early is
 * more often a tap on the wrong button, or a reason worth a note.
 */
export const EARLY_PUNCH_OUT_MINUTES = 15;

export type EarlyPunchOut = {
  /** Whole minutes left until the shift's end. */
  minutesLeft: number;
  /** The shift's end (ISO), to say it. */
  shiftEnd: string;
};

/** The open punch's shift ends more than EARLY_PUNCH_OUT_MINUTES after `now`: how long is left. */
export function earlyPunchOut(punch: Punch | null, now: Date): EarlyPunchOut | null {
  if (!punch?.shift || punch.dateOut) return null;
  const end = Date.parse(punch.shift.endDateTime);
  if (!Number.isFinite(end)) return null;
  const minutesLeft = Math.floor((end - now.getTime()) / 60_000);
  return minutesLeft > EARLY_PUNCH_OUT_MINUTES
    ? { minutesLeft, shiftEnd: punch.shift.endDateTime }
    : null;
}
