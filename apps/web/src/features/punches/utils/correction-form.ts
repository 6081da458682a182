import {
  CORRECTION_MAX_HOURS,
  CORRECTION_TEXTS,
  createCorrectionSchema,
  type CreateCorrectionInput,
} from '@app/contract/punch-corrections';
import { addDays, dateFromCalendarId, isPlainDate } from '@app/contract/dates';
import type { Role } from '@app/contract/common';
import type { Punch } from '@app/contract/punches';
import { z } from 'zod';
import { companyWallClock } from '../../../lib/company-time';

/**
 * The 'Solicitar corrección' form (DECISIONS §10): entry and exit as a date and a 24 h time on the
 * company's clock, breaks and lunch as rows of a type and two times, and the reason. A row's time
 * falls on the first day, from the entry on, that has it (a night shift's 00:30 is the next day).
 */

export type BreakRow = { id?: number; type: 'break' | 'lunch'; start: string; end: string };

export type CorrectionFormValues = {
  /** The day of a missing punch as `YYYYMMDD`, when the person picks it ('' otherwise). */
  day: string;
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
  breaks: BreakRow[];
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
    };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const wallDate = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
};
const wallTime = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.hour}:${parts.minute}` : '';
};

/** The form as it opens: the punch's times, or the shift's on a day without punch. */
export function correctionDefaults(target: CorrectionTarget): CorrectionFormValues {
  if (target.kind === 'punch') {
    const { punch } = target;
    return {
      day: '',
      entryDate: wallDate(punch.dateIn),
      entryTime: wallTime(punch.dateIn),
      exitDate: wallDate(punch.dateOut) || wallDate(punch.dateIn),
      exitTime: wallTime(punch.dateOut),
      breaks: punch.breaks.map((entry) => ({
        id: entry.id,
        type: entry.type,
        start: wallTime(entry.breakIn),
        end: wallTime(entry.breakOut),
      })),
      reason: '',
    };
  }
  const day = target.calendarDateId ? dateFromCalendarId(target.calendarDateId) : '';
  return {
    day: target.calendarDateId ? String(target.calendarDateId) : '',
    entryDate: wallDate(target.shift?.startDateTime) || day,
    entryTime: wallTime(target.shift?.startDateTime),
    exitDate: wallDate(target.shift?.endDateTime) || day,
    exitTime: wallTime(target.shift?.endDateTime),
    breaks: [],
    reason: '',
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
const timeOk = (value: string) => TIME.test(value);

const TEXTS = {
  dateRequired: 'Indica la fecha',
  timeRequired: 'Indica la hora (HH:mm)',
  breakTimes: 'Indica el inicio y el fin (HH:mm)',
  dayRequired: 'Elige el día del punch que falta',
} as const;
export const CORRECTION_FORM_TEXTS = TEXTS;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** Checks a form's times as §10's rules on the resulting punch; `now` is the company's wall clock. */
function checkTimes(values: CorrectionFormValues, nowWall: string, ctx: Ctx) {
  const { entryDate, entryTime, exitDate, exitTime } = values;
  if (!dateOk(entryDate)) issue(ctx, ['entryDate'], TEXTS.dateRequired);
  if (!timeOk(entryTime)) issue(ctx, ['entryTime'], CORRECTION_TEXTS.entryRequired);
  const hasExit = exitTime.trim() !== '';
  if (hasExit && !dateOk(exitDate)) issue(ctx, ['exitDate'], TEXTS.dateRequired);
  if (hasExit && !timeOk(exitTime)) issue(ctx, ['exitTime'], TEXTS.timeRequired);
  if (!dateOk(entryDate) || !timeOk(entryTime)) return;
  const entry = `${entryDate} ${entryTime}`;
  if (entry > nowWall) issue(ctx, ['entryTime'], CORRECTION_TEXTS.future);
  const exitOk = hasExit && dateOk(exitDate) && timeOk(exitTime);
  const written = exitOk ? `${exitDate} ${exitTime}` : null;
  // Breaks are held against an exit only once it reads right.
  const exit = written !== null && written > entry ? written : null;
  if (written !== null) {
    if (written > nowWall) issue(ctx, ['exitTime'], CORRECTION_TEXTS.future);
    if (written <= entry) issue(ctx, ['exitTime'], CORRECTION_TEXTS.inBeforeOut);
    else if (
      minutesOf(exitDate, exitTime) - minutesOf(entryDate, entryTime) >
      CORRECTION_MAX_HOURS * 60
    )
      issue(ctx, ['exitTime'], CORRECTION_TEXTS.tooLong);
  }
  const spans: { index: number; from: string; to: string }[] = [];
  values.breaks.forEach((row, index) => {
    if (!timeOk(row.start) || !timeOk(row.end)) {
      issue(ctx, ['breaks', index, timeOk(row.start) ? 'end' : 'start'], TEXTS.breakTimes);
      return;
    }
    const from = `${rowDate(entryDate, entryTime, row.start)} ${row.start}`;
    const to = `${rowDate(entryDate, entryTime, row.end)} ${row.end}`;
    if (to <= from) return issue(ctx, ['breaks', index, 'end'], CORRECTION_TEXTS.breakOrder);
    if (to > nowWall) return issue(ctx, ['breaks', index, 'end'], CORRECTION_TEXTS.future);
    if (exit !== null && to > exit)
      return issue(ctx, ['breaks', index, 'end'], CORRECTION_TEXTS.breakInside);
    spans.push({ index, from, to });
  });
  const sorted = [...spans].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.from < sorted[i - 1]!.to)
      issue(ctx, ['breaks', sorted[i]!.index, 'start'], CORRECTION_TEXTS.breaksOverlap);
  }
  const lunches = values.breaks.flatMap((row, index) => (row.type === 'lunch' ? [index] : []));
  for (const index of lunches.slice(1))
    issue(ctx, ['breaks', index, 'type'], CORRECTION_TEXTS.oneLunch);
}

/** The request's body from checked values: wall-clock times (`YYYY-MM-DD HH:mm`, company zone). */
export function correctionBody(
  values: CorrectionFormValues,
  target: CorrectionTarget,
): CreateCorrectionInput {
  const { entryDate, entryTime, exitDate, exitTime } = values;
  const at = (time: string) => `${rowDate(entryDate, entryTime, time)} ${time}`;
  const where =
    target.kind === 'punch'
      ? { punchId: target.punch.id }
      : { userId: target.userId, calendarDateId: target.calendarDateId ?? Number(values.day) };
  return {
    ...where,
    dateIn: `${entryDate} ${entryTime}`,
    ...(exitTime.trim() ? { dateOut: `${exitDate} ${exitTime}` } : {}),
    breaks: values.breaks.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      type: row.type,
      breakIn: at(row.start),
      breakOut: at(row.end),
    })),
    reason: values.reason.trim(),
  };
}

/** The form's schema: §10's rules on the times, the contract's on the reason and the body. */
export function correctionFormSchema(target: CorrectionTarget, now: () => Date = () => new Date()) {
  return z
    .object({
      day: z.string(),
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
      reason: createCorrectionSchema.shape.reason,
    })
    .superRefine((values, ctx) => {
      if (target.kind === 'day' && !target.calendarDateId && !/^\d{8}$/.test(values.day))
        issue(ctx, ['day'], TEXTS.dayRequired);
      const wall = companyWallClock(now());
      const nowWall = wall
        ? `${wall.year}-${wall.month}-${wall.day} ${wall.hour}:${wall.minute}`
        : '9999';
      checkTimes(values, nowWall, ctx);
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
