import {
  CORRECTION_MAX_HOURS,
  CORRECTION_NOTE_MAX,
  CORRECTION_TEXTS,
  createCorrectionSchema,
  type ApproveCorrectionInput,
  type CorrectionTimes,
  type CreateCorrectionInput,
} from '@app/contract/punch-corrections';
import { addDays, dateFromCalendarId, isPlainDate } from '@app/contract/dates';
import type { Role } from '@app/contract/common';
import type { Punch } from '@app/contract/punches';
import { z } from 'zod';
import { companyWallClock } from '../../../lib/company-time';
import { TIME_VALUE } from '../../../lib/date-input';

/**
 * The correction forms of DECISIONS §10, one times model for all: the worker's request and a
 * manager's direct correction (with a reason), and a manager's approval (with an optional note).
 * Entry and exit are each a date and a 24 h time on the company's clock (an explicit exit date
 * reads clearly on a night shift); breaks and lunch are rows of a type and two times, each on the
 * first day from the entry on that has it (a night shift's 00:30 is the next day).
 */

export type BreakRow = { id?: number; type: 'break' | 'lunch'; start: string; end: string };

/** The times of a correction as the form holds them. */
export type CorrectionTimesValues = {
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
  breaks: BreakRow[];
};

/** The body's times: wall-clock `YYYY-MM-DD HH:mm` in the company's zone (DECISIONS §2). */
export type CorrectionTimesBody = Required<Pick<CreateCorrectionInput, 'dateIn' | 'breaks'>> &
  Pick<CreateCorrectionInput, 'dateOut'>;

/** A punch's times, a shift's, or what a request asks for (absent: none). */
type SourceTimes = {
  dateIn?: string | null;
  dateOut?: string | null;
  breaks?:
    { id?: number; type: 'break' | 'lunch'; breakIn: string; breakOut: string | null }[] | null;
};

const wallDate = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
};
const wallTime = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.hour}:${parts.minute}` : '';
};

/**
 * The form's times from a punch, a shift or a request on `calendarDateId` (null: not picked yet);
 * the exit date starts as the exit's day, else the entry's.
 */
export function timesValues(
  times: SourceTimes | null,
  calendarDateId: number | null,
): CorrectionTimesValues {
  const day = calendarDateId ? dateFromCalendarId(calendarDateId) : '';
  const entryDate = wallDate(times?.dateIn) || day;
  return {
    entryDate,
    entryTime: wallTime(times?.dateIn),
    exitDate: wallDate(times?.dateOut) || entryDate,
    exitTime: wallTime(times?.dateOut),
    breaks: (times?.breaks ?? []).map((entry) => ({
      ...(entry.id === undefined ? {} : { id: entry.id }),
      type: entry.type,
      start: wallTime(entry.breakIn),
      end: wallTime(entry.breakOut),
    })),
  };
}

/** Minutes since 1970 of a wall-clock day and time (zone-free: only differences are used). */
const minutesOf = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) / 60_000;
};

/** A row's time on the first day from the entry on that has it. */
const rowDate = (entryDate: string, entryTime: string, time: string) =>
  time >= entryTime ? entryDate : addDays(entryDate, 1);

const dateOk = (value: string) => isPlainDate(value);
const timeOk = (value: string) => TIME_VALUE.test(value);

const TEXTS = {
  dateRequired: 'Indica la fecha',
  timeRequired: 'Indica la hora (HH:mm)',
  breakTimes: 'Indica el inicio y el fin (HH:mm)',
  dayRequired: 'Elige el día del punch que falta',
} as const;
export const CORRECTION_FORM_TEXTS = TEXTS;

export type TimesIssue = { path: (string | number)[]; message: string };

/** The company's wall clock now, `YYYY-MM-DD HH:mm` (no time of a correction may be later). */
export function companyNow(now = new Date()) {
  const parts = companyWallClock(now);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : '9999';
}

/**
 * §10's rules on the resulting punch, each with the contract's message under the field it is
 * about: entry required, no time later than `nowWall`, entry before exit and at most 24 h apart,
 * breaks complete, in order, inside the punch, not overlapping, at most one lunch. The server
 * checks them again.
 */
export function timesIssues(values: CorrectionTimesValues, nowWall: string): TimesIssue[] {
  const issues: TimesIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });
  const { entryDate, entryTime, exitDate, exitTime } = values;
  if (!dateOk(entryDate)) issue(['entryDate'], TEXTS.dateRequired);
  if (!timeOk(entryTime)) issue(['entryTime'], CORRECTION_TEXTS.entryRequired);
  const hasExit = exitTime.trim() !== '';
  if (hasExit && !dateOk(exitDate)) issue(['exitDate'], TEXTS.dateRequired);
  if (hasExit && !timeOk(exitTime)) issue(['exitTime'], TEXTS.timeRequired);
  if (!dateOk(entryDate) || !timeOk(entryTime)) return issues;
  const entry = `${entryDate} ${entryTime}`;
  if (entry > nowWall) issue(['entryTime'], CORRECTION_TEXTS.future);
  const exitOk = hasExit && dateOk(exitDate) && timeOk(exitTime);
  const written = exitOk ? `${exitDate} ${exitTime}` : null;
  // Breaks are held against an exit only once it reads right.
  const exit = written !== null && written > entry ? written : null;
  if (written !== null) {
    if (written > nowWall) issue(['exitTime'], CORRECTION_TEXTS.future);
    if (written <= entry) issue(['exitTime'], CORRECTION_TEXTS.inBeforeOut);
    else if (
      minutesOf(exitDate, exitTime) - minutesOf(entryDate, entryTime) >
      CORRECTION_MAX_HOURS * 60
    )
      issue(['exitTime'], CORRECTION_TEXTS.tooLong);
  }
  const spans: { index: number; from: string; to: string }[] = [];
  values.breaks.forEach((row, index) => {
    if (!timeOk(row.start) || !timeOk(row.end)) {
      issue(['breaks', index, timeOk(row.start) ? 'end' : 'start'], TEXTS.breakTimes);
      return;
    }
    const from = `${rowDate(entryDate, entryTime, row.start)} ${row.start}`;
    const to = `${rowDate(entryDate, entryTime, row.end)} ${row.end}`;
    if (to <= from) return issue(['breaks', index, 'end'], CORRECTION_TEXTS.breakOrder);
    if (to > nowWall) return issue(['breaks', index, 'end'], CORRECTION_TEXTS.future);
    if (exit !== null && to > exit)
      return issue(['breaks', index, 'end'], CORRECTION_TEXTS.breakInside);
    spans.push({ index, from, to });
  });
  const sorted = [...spans].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.from < sorted[i - 1]!.to)
      issue(['breaks', sorted[i]!.index, 'start'], CORRECTION_TEXTS.breaksOverlap);
  }
  const lunches = values.breaks.flatMap((row, index) => (row.type === 'lunch' ? [index] : []));
  for (const index of lunches.slice(1)) issue(['breaks', index, 'type'], CORRECTION_TEXTS.oneLunch);
  return issues;
}

/** The body's times from checked values; an empty exit leaves the punch's as it is. */
export function timesBody(values: CorrectionTimesValues): CorrectionTimesBody {
  const { entryDate, entryTime, exitDate, exitTime } = values;
  const at = (time: string) => `${rowDate(entryDate, entryTime, time)} ${time}`;
  return {
    dateIn: `${entryDate} ${entryTime}`,
    ...(exitTime.trim() ? { dateOut: `${exitDate} ${exitTime}` } : {}),
    breaks: values.breaks.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      type: row.type,
      breakIn: at(row.start),
      breakOut: at(row.end),
    })),
  };
}

const timesShape = {
  entryDate: z.string(),
  entryTime: z.string(),
  exitDate: z.string(),
  exitTime: z.string(),
  breaks: z.array(
    z.object({
      id: z.number().optional(),
      type: z.enum(['break', 'lunch']),
      start: z.string(),
      end: z.string(),
    }),
  ),
};

const addTimesIssues = (values: CorrectionTimesValues, now: () => Date, ctx: z.RefinementCtx) => {
  for (const found of timesIssues(values, companyNow(now())))
    ctx.addIssue({ code: 'custom', ...found });
};

// The request and the direct correction (a reason).

export type CorrectionFormValues = CorrectionTimesValues & {
  /** The day of a missing punch as `YYYYMMDD`, when the person picks it ('' otherwise). */
  day: string;
  reason: string;
};

/** What the request is about: an existing punch, or a day with a shift and no punch. */
export type CorrectionTarget =
  | { kind: 'punch'; punch: Punch }
  | {
      kind: 'day';
      userId: number;
      /** YYYYMMDD; null while the person has not picked the day yet. */
      calendarDateId: number | null;
      shift?: { startDateTime: string; endDateTime: string } | null;
      /** Whose day, when a manager adds someone's missing punch. */
      userName?: string;
    };

/** The form as it opens: the punch's times, or the shift's on a day without punch. */
export function correctionDefaults(target: CorrectionTarget): CorrectionFormValues {
  if (target.kind === 'punch') {
    const { punch } = target;
    return { day: '', ...timesValues(punch, punch.calendarDateId), reason: '' };
  }
  const shift = target.shift
    ? { dateIn: target.shift.startDateTime, dateOut: target.shift.endDateTime }
    : null;
  return {
    day: target.calendarDateId ? String(target.calendarDateId) : '',
    ...timesValues(shift, target.calendarDateId),
    reason: '',
  };
}

/** The day a correction is about, `YYYYMMDD` (null while a missing punch's day is not picked). */
export function targetDay(target: CorrectionTarget, pickedDay: string): number | null {
  if (target.kind === 'punch') return target.punch.calendarDateId;
  if (target.calendarDateId) return target.calendarDateId;
  return /^\d{8}$/.test(pickedDay) ? Number(pickedDay) : null;
}

/** The request's body from checked values. */
export function correctionBody(
  values: CorrectionFormValues,
  target: CorrectionTarget,
): CreateCorrectionInput {
  const where =
    target.kind === 'punch'
      ? { punchId: target.punch.id }
      : { userId: target.userId, calendarDateId: target.calendarDateId ?? Number(values.day) };
  return { ...where, ...timesBody(values), reason: values.reason.trim() };
}

/** The request's schema: §10's rules on the times, the contract's on the reason and the body. */
export function correctionFormSchema(target: CorrectionTarget, now: () => Date = () => new Date()) {
  return z
    .object({ ...timesShape, day: z.string(), reason: createCorrectionSchema.shape.reason })
    .superRefine((values, ctx) => {
      if (target.kind === 'day' && targetDay(target, values.day) === null)
        ctx.addIssue({ code: 'custom', path: ['day'], message: TEXTS.dayRequired });
      addTimesIssues(values, now, ctx);
    })
    .transform((values) => correctionBody(values, target));
}

/** The form field a server refusal belongs under (its Spanish message is the contract's). */
export function fieldOfServerMessage(
  message: string,
): 'entryTime' | 'exitTime' | 'breaks' | 'reason' | null {
  switch (message) {
    case CORRECTION_TEXTS.inBeforeOut:
    case CORRECTION_TEXTS.tooLong:
      return 'exitTime';
    case CORRECTION_TEXTS.entryRequired:
      return 'entryTime';
    case CORRECTION_TEXTS.breakInside:
    case CORRECTION_TEXTS.breakOrder:
    case CORRECTION_TEXTS.breaksOverlap:
    case CORRECTION_TEXTS.oneLunch:
      return 'breaks';
    case CORRECTION_TEXTS.reasonLength:
      return 'reason';
    default:
      return null;
  }
}

/**
 * Whether the viewer's correction of a punch is applied at once (admin, or office on someone
 * else's) or asked for (a usuario; office on their own), as §10 decides it.
 */
export function correctionApplies(role: Role, viewerId: number, ownerId: number): boolean {
  return role === 'admin' || (role === 'office' && viewerId !== ownerId);
}

// The decision (approve with an optional note, reject with a required one).

/** The punch as a request leaves it: each time it asks for, else the punch's as it is now. */
export function afterTimes(current: CorrectionTimes | null, requested: CorrectionTimes) {
  return {
    dateIn: requested.dateIn ?? current?.dateIn ?? null,
    dateOut: requested.dateOut ?? current?.dateOut ?? null,
    breaks: requested.breaks ?? current?.breaks ?? null,
  };
}

export type ApproveFormValues = CorrectionTimesValues & { note: string };

/**
 * What a decider starts from: each time the request asks for, else the punch's as it is now (a
 * request without breaks keeps the punch's), and no note.
 */
export function approveDefaults(
  current: CorrectionTimes | null,
  requested: CorrectionTimes,
  calendarDateId: number,
): ApproveFormValues {
  return { ...timesValues(afterTimes(current, requested), calendarDateId), note: '' };
}

/** Approve: §10's rules on the (adjustable) times; the note is optional. */
export function approveFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      ...timesShape,
      note: z.string().trim().max(CORRECTION_NOTE_MAX, CORRECTION_TEXTS.noteLength),
    })
    .superRefine((values, ctx) => addTimesIssues(values, now, ctx))
    .transform((values): ApproveCorrectionInput => ({
      ...timesBody(values),
      ...(values.note ? { note: values.note } : {}),
    }));
}

/** Reject: the note is required. */
export const rejectFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, CORRECTION_TEXTS.noteRequired)
    .max(CORRECTION_NOTE_MAX, CORRECTION_TEXTS.noteLength),
});
export type RejectFormValues = z.infer<typeof rejectFormSchema>;

/** `YYYY-MM` of a calendar day (the period it belongs to). */
export const monthOfId = (calendarDateId: number) => dateFromCalendarId(calendarDateId).slice(0, 7);
