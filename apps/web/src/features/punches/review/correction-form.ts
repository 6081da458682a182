import { addDays, dateFromCalendarId, isPlainDate } from '@app/contract/dates';
import {
  CORRECTION_MAX_HOURS,
  CORRECTION_TEXTS,
  type CorrectionTimes,
} from '@app/contract/punch-corrections';
import { z } from 'zod';
import { companyWallClock } from '../../../lib/company-time';
import { TIME_VALUE } from '../../../lib/date-input';
import { reviewMessages as text } from './review-messages';

/** A break or lunch row of the form: times `HH:mm` on the punch's clock. */
export type BreakRow = { id?: number; type: 'break' | 'lunch'; start: string; end: string };

/**
 * The times of a correction as the form holds them: the entry's date and time, and every later
 * time as `HH:mm`; a time earlier than the entry's falls on the next day (as a shift's end does).
 */
export type CorrectionTimesValues = {
  entryDate: string;
  entry: string;
  exit: string;
  breaks: BreakRow[];
};

/** What the API takes: wall-clock `YYYY-MM-DD HH:mm` in the company's zone (DECISIONS §2). */
export type CorrectionTimesBody = {
  dateIn: string;
  dateOut?: string;
  breaks: { id?: number; type: 'break' | 'lunch'; breakIn: string; breakOut: string }[];
};

const day = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
};
const time = (iso: string | null | undefined) => {
  const parts = iso ? companyWallClock(iso) : null;
  return parts ? `${parts.hour}:${parts.minute}` : '';
};

/** The form's values from a punch's times (or none: a missing punch on `calendarDateId`). */
export function timesValues(
  times: Partial<CorrectionTimes> | null,
  calendarDateId: number,
): CorrectionTimesValues {
  return {
    entryDate: day(times?.dateIn) || dateFromCalendarId(calendarDateId),
    entry: time(times?.dateIn),
    exit: time(times?.dateOut),
    breaks: (times?.breaks ?? []).map((entry) => ({
      ...(entry.id === undefined ? {} : { id: entry.id }),
      type: entry.type,
      start: time(entry.breakIn),
      end: time(entry.breakOut),
    })),
  };
}

/** The punch as a request leaves it: each time it asks for, else the punch's as it is now. */
export function afterTimes(current: CorrectionTimes | null, requested: CorrectionTimes) {
  return {
    dateIn: requested.dateIn ?? current?.dateIn ?? null,
    dateOut: requested.dateOut ?? current?.dateOut ?? null,
    breaks: requested.breaks ?? current?.breaks ?? null,
  };
}

/**
 * What a decider starts from: each time the request asks for, else the punch's as it is now
 * (a request without breaks keeps the punch's).
 */
export function requestedValues(
  current: CorrectionTimes | null,
  requested: CorrectionTimes,
  calendarDateId: number,
): CorrectionTimesValues {
  return timesValues(afterTimes(current, requested), calendarDateId);
}

/** Minutes since the entry day's midnight; times before the entry's fall on the next day. */
function offsetMinutes(entry: string, value: string) {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const at = minutes(value);
  return at < minutes(entry) ? at + 24 * 60 : at;
}

/** A wall-clock `YYYY-MM-DD HH:mm` `minutes` after the entry day's midnight. */
function wallClockAt(entryDate: string, minutes: number) {
  const date = addDays(entryDate, Math.floor(minutes / (24 * 60)));
  const rest = minutes % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
}

/** Whether a time reads as the day after the entry (shown beside the field as a hint). */
export const isNextDay = (entry: string, value: string) =>
  TIME_VALUE.test(entry) && TIME_VALUE.test(value) && value < entry;

/** The company's wall clock now, `YYYY-MM-DD HH:mm` (no time of a correction may be later). */
export function companyNow(now = new Date()) {
  const parts = companyWallClock(now);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : '';
}

type Issue = { path: (string | number)[]; message: string };

/**
 * DECISIONS §10's rules on the resulting punch, with the contract's messages under the field they
 * are about: entry required, no time in the future, at most 24 h, breaks complete, in order, inside
 * the punch, not overlapping, at most one lunch. The server checks them again.
 */
export function timesIssues(values: CorrectionTimesValues, now = companyNow()): Issue[] {
  const issues: Issue[] = [];
  if (!isPlainDate(values.entryDate)) {
    issues.push({ path: ['entryDate'], message: 'Fecha inválida' });
    return issues;
  }
  if (!TIME_VALUE.test(values.entry)) {
    issues.push({ path: ['entry'], message: CORRECTION_TEXTS.entryRequired });
    return issues;
  }
  const entryAt = offsetMinutes(values.entry, values.entry);
  const hasExit = values.exit.trim() !== '';
  if (hasExit && !TIME_VALUE.test(values.exit)) {
    issues.push({ path: ['exit'], message: text.timeFormat });
  }
  const exitAt =
    hasExit && TIME_VALUE.test(values.exit) ? offsetMinutes(values.entry, values.exit) : null;
  if (exitAt !== null && exitAt === entryAt) {
    issues.push({ path: ['exit'], message: CORRECTION_TEXTS.inBeforeOut });
  }
  if (exitAt !== null && exitAt - entryAt > CORRECTION_MAX_HOURS * 60) {
    issues.push({ path: ['exit'], message: CORRECTION_TEXTS.tooLong });
  }
  const late = (path: (string | number)[], minutes: number) => {
    if (now && wallClockAt(values.entryDate, minutes) > now) {
      issues.push({ path, message: CORRECTION_TEXTS.future });
    }
  };
  late(['entry'], entryAt);
  if (exitAt !== null) late(['exit'], exitAt);

  const spans: { start: number; end: number; index: number }[] = [];
  values.breaks.forEach((entry, index) => {
    if (!TIME_VALUE.test(entry.start) || !TIME_VALUE.test(entry.end)) {
      issues.push({ path: ['breaks', index, 'end'], message: text.breakTimes });
      return;
    }
    const start = offsetMinutes(values.entry, entry.start);
    const end = offsetMinutes(values.entry, entry.end);
    if (end <= start) {
      issues.push({ path: ['breaks', index, 'end'], message: CORRECTION_TEXTS.breakOrder });
    } else if (exitAt !== null && end > exitAt) {
      issues.push({ path: ['breaks', index, 'end'], message: CORRECTION_TEXTS.breakInside });
    } else spans.push({ start, end, index });
  });
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  sorted.slice(1).forEach((span, i) => {
    if (span.start < sorted[i]!.end) {
      issues.push({
        path: ['breaks', span.index, 'start'],
        message: CORRECTION_TEXTS.breaksOverlap,
      });
    }
  });
  if (values.breaks.filter((entry) => entry.type === 'lunch').length > 1) {
    issues.push({ path: ['breaks'], message: CORRECTION_TEXTS.oneLunch });
  }
  return issues;
}

/** The body's times: wall-clock on the company's clock; an empty exit leaves the punch's as is. */
export function timesBody(values: CorrectionTimesValues): CorrectionTimesBody {
  const at = (value: string) => wallClockAt(values.entryDate, offsetMinutes(values.entry, value));
  return {
    dateIn: at(values.entry),
    ...(values.exit.trim() === '' ? {} : { dateOut: at(values.exit) }),
    breaks: values.breaks.map((entry) => ({
      ...(entry.id === undefined ? {} : { id: entry.id }),
      type: entry.type,
      breakIn: at(entry.start),
      breakOut: at(entry.end),
    })),
  };
}

const timesShape = {
  entryDate: z.string(),
  entry: z.string(),
  exit: z.string(),
  breaks: z.array(
    z.object({
      id: z.number().optional(),
      type: z.enum(['break', 'lunch']),
      start: z.string(),
      end: z.string(),
    }),
  ),
};

const addIssues = (values: CorrectionTimesValues, ctx: z.RefinementCtx) => {
  for (const issue of timesIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
};

/** A text of `min`–`max` characters (trimmed) with `message` when it is not. */
const sized = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, message);

/** Approve: the times (prefilled with the request) and an optional note. */
export const approveFormSchema = z
  .object({ ...timesShape, note: z.string().trim().max(500, CORRECTION_TEXTS.noteLength) })
  .superRefine(addIssues);
export type ApproveFormValues = CorrectionTimesValues & { note: string };

/** A direct correction: the times and the reason (3–500 characters). */
export const correctFormSchema = z
  .object({ ...timesShape, reason: sized(3, 500, CORRECTION_TEXTS.reasonLength) })
  .superRefine(addIssues);
export type CorrectFormValues = CorrectionTimesValues & { reason: string };

/** Reject: the note is required. */
export const rejectFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, CORRECTION_TEXTS.noteRequired)
    .max(500, CORRECTION_TEXTS.noteLength),
});
export type RejectFormValues = z.infer<typeof rejectFormSchema>;

/** `YYYY-MM` of a calendar day (the period it belongs to). */
export const monthOfId = (calendarDateId: number) => dateFromCalendarId(calendarDateId).slice(0, 7);
