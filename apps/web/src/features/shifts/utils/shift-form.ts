import { plainDateSchema, type PlainDate } from '@app/contract/dates';
import {
  SHIFT_DEFAULT_COLOR,
  SHIFT_DEFAULT_DAYS,
  SHIFT_MINUTES_MAX,
  SHIFT_NOTES_MAX,
  type CreateShiftInput,
  type Shift,
  type ShiftScope,
  type UpdateShiftInput,
} from '@app/contract/shifts';
import { z } from 'zod';
import { shiftMessages as text } from '../shifts-messages';
import { hourLabel, shiftDate, shiftEnd, shiftStart } from './shift-time';

/** The values of the shared shift form (create and edit); number inputs hold text. */
export type ShiftFormValues = {
  date: string;
  start: string;
  end: string;
  breakMinutes: string;
  lunchMinutes: string;
  color: string;
  notes: string;
  /** create only */
  repeatEndDate: string;
  daysOfWeek: number[];
  usersId: number[];
  /** edit only */
  scope: ShiftScope;
};

/** Where a create starts: the clicked day, and the user and hour when the view has them. */
export type CreatePrefill = { date: PlainDate; userId?: number; hour?: number };

const DEFAULT_START = '08:00';
const DEFAULT_END = '17:00';
/** The default shift is 9 hours long (08:00–17:00); from a clicked hour it keeps that length. */
const DEFAULT_LENGTH_HOURS = 9;

export function createDefaults(prefill: CreatePrefill): ShiftFormValues {
  const fromHour = prefill.hour !== undefined;
  return {
    date: prefill.date,
    start: fromHour ? hourLabel(prefill.hour!) : DEFAULT_START,
    end: fromHour ? hourLabel((prefill.hour! + DEFAULT_LENGTH_HOURS) % 24) : DEFAULT_END,
    breakMinutes: '0',
    lunchMinutes: '0',
    color: SHIFT_DEFAULT_COLOR,
    notes: '',
    repeatEndDate: '',
    daysOfWeek: [...SHIFT_DEFAULT_DAYS],
    usersId: prefill.userId !== undefined ? [prefill.userId] : [],
    scope: 'this',
  };
}

export function editDefaults(shift: Shift): ShiftFormValues {
  return {
    date: shiftDate(shift),
    start: shiftStart(shift),
    end: shiftEnd(shift),
    breakMinutes: String(shift.breakMinutes),
    lunchMinutes: String(shift.lunchMinutes),
    color: shift.color,
    notes: shift.notes,
    repeatEndDate: '',
    daysOfWeek: [],
    usersId: [shift.userId],
    scope: 'this',
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * SPEC §5 create rule: start, end, at least one user and at least one weekday, else
 * 'Por favor completa todos los campos requeridos' and the submit button stays disabled.
 */
export function isCreateComplete(
  values: Pick<ShiftFormValues, 'date' | 'start' | 'end' | 'usersId' | 'daysOfWeek'>,
) {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(values.date) &&
    TIME.test(values.start) &&
    TIME.test(values.end) &&
    values.usersId.length > 0 &&
    values.daysOfWeek.length > 0
  );
}

/** An end that is not after the start ends the next day (DECISIONS §6). */
export const isOvernight = (start: string, end: string) =>
  TIME.test(start) && TIME.test(end) && end <= start;

const minutesField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? 0 : Number(value)))
  .refine((value) => Number.isInteger(value), text.minutesInteger)
  .refine((value) => value >= 0 && value <= SHIFT_MINUTES_MAX, text.minutesRange);

const sharedFields = {
  date: z.string().min(1, text.timeRequired).pipe(plainDateSchema),
  start: z.string().regex(TIME, text.timeRequired),
  end: z.string().regex(TIME, text.timeRequired),
  breakMinutes: minutesField,
  lunchMinutes: minutesField,
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, text.colorInvalid),
  notes: z.string().max(SHIFT_NOTES_MAX, `Máximo ${SHIFT_NOTES_MAX} caracteres`),
};

/** The create form, turned into the body of `POST /shifts`. */
export const createFormSchema = z
  .object({
    ...sharedFields,
    repeatEndDate: z.string(),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).min(1, text.requiredFields),
    usersId: z.array(z.number().int().positive()).min(1, text.requiredFields),
  })
  .superRefine((values, ctx) => {
    if (values.repeatEndDate === '') return;
    if (!plainDateSchema.safeParse(values.repeatEndDate).success) {
      ctx.addIssue({ code: 'custom', path: ['repeatEndDate'], message: text.badDate });
    } else if (values.repeatEndDate < values.date) {
      ctx.addIssue({ code: 'custom', path: ['repeatEndDate'], message: text.repeatBeforeStart });
    }
  })
  .transform((values): CreateShiftInput => ({
    startDateTime: `${values.date} ${values.start}`,
    endDateTime: `${values.date} ${values.end}`,
    breakMinutes: values.breakMinutes,
    lunchMinutes: values.lunchMinutes,
    notes: values.notes.trim(),
    color: values.color.toUpperCase(),
    usersId: values.usersId,
    repeatEndDate: values.repeatEndDate || null,
    daysOfWeek: values.daysOfWeek,
  }));

/** The edit form, turned into the scope and body of `PATCH /shifts/:id/:scope`. */
export const editFormSchema = z
  .object({ ...sharedFields, scope: z.enum(['this', 'following']) })
  .transform((values): { scope: ShiftScope; input: UpdateShiftInput } => ({
    scope: values.scope,
    input: {
      startDateTime: `${values.date} ${values.start}`,
      endDateTime: `${values.date} ${values.end}`,
      breakMinutes: values.breakMinutes,
      lunchMinutes: values.lunchMinutes,
      notes: values.notes.trim(),
      color: values.color.toUpperCase(),
    },
  }));
