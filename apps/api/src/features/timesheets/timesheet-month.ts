import { ABSENCE_TYPE_LABELS } from '@app/contract/absences';
import {
  addDays,
  calendarDateId,
  daysBetween,
  mondayIndex,
  monthFirstDay,
  monthLastDay,
  SPANISH_MONTHS,
  SPANISH_WEEKDAYS,
  spanishDate,
} from '@app/contract/dates';
import { numberFormatters } from '@app/contract/number-format';
import type { NumberStyle } from '@app/contract/number-style';
import { EXCEPTION_LABELS } from '@app/contract/punch-exceptions';
import { TIMESHEET_TEXTS } from '@app/contract/timesheets';
import type { AbsenceSpan } from '../absences/absences.queries';
import type { HolidayDay } from '../holidays/holidays.queries';
import {
  analysePunch,
  closestShift,
  MISSING_OUT_FIGURES,
  punchIsMissingOut,
  type DayShift,
} from '../punches/punches.queries';
import type { CompanyClock } from '../../lib/time';
import { minutesText, signedMinutesText } from '@app/contract/hours-text';
import { minutesOf } from './timesheet-hours';
import type { TimesheetDay, TimesheetPdfData } from './timesheet-pdf';

/**
 * One worker's month as the 'Registro de jornada' shows it (DECISIONS §11): each day with its
 * published shifts, entry, exit, breaks, lunch, worked hours and marks, and the month's totals.
 * Every figure comes from the punches' own analysis (punches.queries: closestShift, analysePunch,
 * the forgotten rule), so the PDF says what GET /punches/{userId} and POST /punches/getPunches
 * say, written as the screens write hours ('7 h 29 min', timesheet-hours.ts). Pure: the caller reads the rows (timesheets.repository).
 */

export type TimesheetPunch = {
  id: number;
  userId: number;
  calendarDateId: number;
  dateIn: Date;
  dateOut: Date | null;
  corrected: boolean;
  breaks: { type: 'break' | 'lunch'; breakIn: Date; breakOut: Date | null }[];
};

export type TimesheetUser = { id: number; name: string; email: string };

export type MonthInput = {
  month: string;
  company: string;
  user: TimesheetUser;
  /** This user's punches of the month (calendar days in it) */
  punches: readonly TimesheetPunch[];
  /** This user's published shifts of the month */
  shifts: readonly DayShift[];
  /** This user's approved absences touching the month */
  absences: readonly AbsenceSpan[];
  holidays: readonly HolidayDay[];
};

export type MonthRules = {
  clock: CompanyClock;
  now: Date;
  /** PUNCH_FORGOTTEN_HOURS */
  forgottenHours: number;
  numberStyle: NumberStyle;
};

/** 'HH:mm' of an instant, '(+1)' / '(-1)' when it falls on another company day than `date`. */
function timeOf(clock: CompanyClock, instant: Date, date: string): string {
  const wall = clock.wallClockOf(instant);
  const shift = daysBetween(date, wall.slice(0, 10));
  const time = wall.slice(11, 16);
  return shift === 0 ? time : `${time} (${shift > 0 ? '+' : ''}${shift})`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Marzo de 2026' */
export const monthLabel = (month: string) =>
  `${capitalised(SPANISH_MONTHS[Number(month.slice(5, 7)) - 1]!)} de ${month.slice(0, 4)}`;

/** The days 'YYYY-MM-DD' of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  const last = monthLastDay(year, number);
  const days: string[] = [];
  for (let day = monthFirstDay(year, number); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The planned minutes of a shift (DECISIONS §5): span − break − lunch. */
const plannedMinutes = (shift: DayShift) =>
  Math.max(
    0,
    Math.round((shift.endAt.getTime() - shift.startAt.getTime()) / 60_000) -
      shift.breakMinutes -
      shift.lunchMinutes,
  );

/** The month's totals in whole minutes. */
export type MonthTotals = { worked: number; scheduled: number; difference: number };

const NOTE =
  'Horas en horas y minutos, netas de descansos y comida; los totales suman los minutos de cada ' +
  'día. Las previstas son las de los turnos publicados, salvo los días de ausencia aprobada o ' +
  'festivo no trabajados. Una salida sin registrar cuenta 0 horas hasta que se corrige.';
const inProgressNote = (generatedAt: string) =>
  ` Mes en curso: las previstas cuentan solo los turnos terminados hasta el ${generatedAt}.`;

/**
 * The month of one worker: the PDF's data, and its totals in minutes. Worked minutes are each
 * punch's analysis figure rounded to the minute as the screens round it (0 for a punch sin
 * salida, none while a punch is still open); scheduled minutes are the planned ones of the
 * published shifts that have ended by `now` (a month in progress does not yet owe its shifts to
 * come), except on a day of an approved absence or a holiday that was not worked (the no-show
 * those days remove, DECISIONS §11).
 */
export function timesheetMonth(
  input: MonthInput,
  rules: MonthRules,
): { pdf: TimesheetPdfData; totals: MonthTotals } {
  const { clock, now, forgottenHours } = rules;
  const format = numberFormatters(rules.numberStyle);
  const punchByDay = new Map(input.punches.map((punch) => [punch.calendarDateId, punch]));
  const shiftsByDay = new Map<number, DayShift[]>();
  for (const shift of [...input.shifts].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())) {
    const list = shiftsByDay.get(shift.calendarDateId);
    if (list) list.push(shift);
    else shiftsByDay.set(shift.calendarDateId, [shift]);
  }
  const holidayByDay = new Map(input.holidays.map((holiday) => [holiday.day, holiday.name]));
  const absenceOn = (dayId: number) =>
    input.absences.find((span) => span.fromDay <= dayId && dayId <= span.toDay);

  let worked = 0;
  let scheduled = 0;
  const days: TimesheetDay[] = [];
  for (const date of daysOfMonth(input.month)) {
    const dayId = calendarDateId(date);
    const shifts = shiftsByDay.get(dayId) ?? [];
    const punch = punchByDay.get(dayId);
    const absence = absenceOn(dayId);
    const holiday = holidayByDay.get(dayId);
    const marks: string[] = [];
    if (holiday !== undefined) marks.push(`${TIMESHEET_TEXTS.holiday}: ${holiday}`);
    if (absence) marks.push(ABSENCE_TYPE_LABELS[absence.type]);

    const excused = !punch && (absence !== undefined || holiday !== undefined);
    if (!excused) {
      for (const shift of shifts) {
        if (shift.endAt.getTime() <= now.getTime()) scheduled += plannedMinutes(shift);
      }
    }

    const day: TimesheetDay = {
      date: `${capitalised(SPANISH_WEEKDAYS[mondayIndex(date)]!.slice(0, 3))} ${spanishDate(date).slice(0, 5)}`,
      weekend: mondayIndex(date) >= 5,
      shifts: shifts.map(
        (shift) => `${timeOf(clock, shift.startAt, date)}–${timeOf(clock, shift.endAt, date)}`,
      ),
      entry: '',
      exit: '',
      breaks: [],
      lunch: '',
      worked: '',
      marks: [],
    };
    if (punch) {
      const shift = closestShift(punch.dateIn, shifts);
      const missingOut = punchIsMissingOut(punch, shift, forgottenHours, now);
      const figures = missingOut
        ? MISSING_OUT_FIGURES
        : analysePunch({
            dateIn: punch.dateIn,
            dateOut: punch.dateOut,
            breaks: punch.breaks,
            shift,
          });
      const span = (entry: { breakIn: Date; breakOut: Date | null }) =>
        `${timeOf(clock, entry.breakIn, date)}–${entry.breakOut ? timeOf(clock, entry.breakOut, date) : ''}`;
      day.entry = timeOf(clock, punch.dateIn, date);
      day.exit = punch.dateOut
        ? timeOf(clock, punch.dateOut, date)
        : missingOut
          ? TIMESHEET_TEXTS.missingOut
          : '';
      day.breaks = punch.breaks.filter((entry) => entry.type === 'break').map(span);
      day.lunch = punch.breaks
        .filter((entry) => entry.type === 'lunch')
        .map(span)
        .join(', ');
      if (figures.workedHours !== null) {
        const minutes = minutesOf(figures.workedHours);
        worked += minutes;
        day.worked = minutesText(minutes, format.count);
      }
      if (missingOut) marks.push(TIMESHEET_TEXTS.missingOut);
      if (punch.corrected) marks.push(TIMESHEET_TEXTS.corrected);
    } else if (!excused && shifts.some((shift) => shift.endAt.getTime() <= now.getTime())) {
      marks.push(EXCEPTION_LABELS['no-show']);
    }
    day.marks = marks;
    days.push(day);
  }

  const totals = { worked, scheduled, difference: worked - scheduled };
  const generatedAt = `${spanishDate(clock.dateOf(now))} ${clock.wallClockOf(now).slice(11, 16)}`;
  const inProgress = input.month >= clock.dateOf(now).slice(0, 7);
  return {
    totals,
    pdf: {
      company: input.company,
      worker: input.user.name,
      email: input.user.email,
      month: monthLabel(input.month),
      generatedAt,
      days,
      totals: {
        worked: minutesText(totals.worked, format.count),
        scheduled: minutesText(totals.scheduled, format.count),
        difference: signedMinutesText(totals.difference, format.count),
      },
      note: inProgress ? NOTE + inProgressNote(generatedAt) : NOTE,
    },
  };
}
