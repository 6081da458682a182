import type { Shift } from '@app/contract/shifts';
import type { PlainDate } from '@app/contract/dates';
import { formatPlainDate } from '../../../lib/company-time';
import { shiftMessages as text } from '../shifts-messages';

/**
 * Shift timestamps arrive as ISO 8601 with the company's offset ('2026-11-23T08:00:00+01:00').
 * Their wall-clock part is the company's time: it is read as written, never converted to the
 * browser's zone.
 */
export const wallDate = (iso: string): PlainDate => iso.slice(0, 10);
export const wallTime = (iso: string) => iso.slice(11, 16);
/** Minutes since the company-local midnight of the timestamp's own date. */
export const wallMinutes = (iso: string) =>
  Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

export const shiftDate = (shift: Shift) => wallDate(shift.startDateTime);
export const shiftStart = (shift: Shift) => wallTime(shift.startDateTime);
export const shiftEnd = (shift: Shift) => wallTime(shift.endDateTime);
/** The shift ends on a later date than it starts (overnight). */
export const endsNextDay = (shift: Shift) =>
  wallDate(shift.endDateTime) > wallDate(shift.startDateTime);
export const timeRange = (shift: Shift) => `${shiftStart(shift)}–${shiftEnd(shift)}`;

/** 'Turno de Ana 23/11/2026 08:00–17:00': the shift's accessible name. */
export const shiftLabel = (shift: Shift) =>
  text.shiftLabel(
    shift.user,
    formatPlainDate(shiftDate(shift)),
    shiftStart(shift),
    shiftEnd(shift),
  );

/** A shift starting today or earlier cannot be deleted (SPEC §5, DECISIONS §6). */
export const canDeleteShift = (shift: Shift, today: PlainDate) => shiftDate(shift) > today;

/** `7` → `'07:00'` */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
