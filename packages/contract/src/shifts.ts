import { z } from 'zod';
import { idParamSchema, NUL_CHARACTER } from './common';
import { ABSENCE_TYPES } from './absences';
import {
  addDays,
  calendarDateIdSchema,
  dateTimeSchema,
  daysBetween,
  plainDateSchema,
  spanishDate,
  weekday,
} from './dates';

/** SPEC §5 / §9 limits and defaults of a shift. */
export const SHIFT_MINUTES_MAX = 120;
export const SHIFT_DEFAULT_COLOR = '#3B82F6';
export const SHIFT_DEFAULT_DAYS = [1, 2, 3, 4, 5] as const;
export const SHIFT_NOTES_MAX = 500;
export const SHIFT_REPEAT_MAX_DAYS = 366;
export const COPY_WEEKS_AHEAD = 8;

export const SHIFT_TEXTS = {
  created: 'Turno creado exitosamente',
  updated: 'Turno actualizado exitosamente',
  deleted: 'Turno eliminado exitosamente',
  copied: 'Turnos copiados exitosamente',
  published: 'Turnos publicados exitosamente',
  unpublished: 'Turnos despublicados exitosamente',
  overlap: 'El usuario ya tiene un turno en ese horario',
  pastDelete: 'No se puede eliminar un turno pasado o de hoy',
  notFound: 'Turno no encontrado',
  requiredFields: 'Por favor completa todos los campos requeridos',
  copyWeeksRequired: 'Debes especificar las semanas de origen y destino',
  copyWeeksEqual: 'Las semanas de origen y destino no pueden ser iguales',
  copyWeekNotAllowed: 'La semana de destino debe ser una de las próximas 8 semanas',
  notMonday: 'La semana debe indicarse con la fecha de su lunes (YYYY-MM-DD)',
  repeatTooLong: 'La repetición no puede superar un año',
  repeatBeforeStart: 'La fecha de fin de repetición no puede ser anterior a la fecha del turno',
  unknownUsers: 'Alguno de los usuarios no existe o está desactivado',
  tooLong: 'Un turno no puede durar más de 24 horas',
  periodRequired: 'Indica un día, una semana (startofweek) o un mes y año',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  tooMany: 'Demasiados turnos en una sola operación (máximo 20000)',
  yearRange: 'La fecha debe estar entre los años 2000 y 2100',
  ownOnly: 'Solo puedes consultar tus propios turnos',
  dstGap: 'Ese horario no existe en la fecha del turno por el cambio de hora',
  changed: 'El turno cambió mientras lo editabas',
  badVersion: 'La versión del turno debe ser un número entero',
  badDate: 'Fecha inválida',
  minutesNumber: 'Debe ser un número de minutos',
  minutesInteger: 'Debe ser un número entero de minutos',
  minutesRange: `Los minutos deben estar entre 0 y ${SHIFT_MINUTES_MAX}`,
  colorInvalid: 'El color debe ser hexadecimal (#RRGGBB)',
} as const;

/**
 * What publishing, unpublishing and deleting tell a person about their shifts (DECISIONS §11,
 * notifications of §10), in Spanish; each shift as 'lunes 02/11/2026 09:00–17:00'.
 */
export const PUBLISH_NOTICES = {
  publishedTitle: 'Tus turnos publicados han cambiado',
  changedTitle: 'Un turno tuyo ha cambiado',
  added: (shift: string) => `Nuevo: ${shift}`,
  moved: (shift: string, before: string) => `Cambiado: ${shift} (antes ${before})`,
  unpublished: (shift: string) => `Se retiró tu turno del ${shift}`,
  deleted: (shift: string) => `Se eliminó tu turno del ${shift}`,
  more: (count: number) => `y ${count} más`,
} as const;

/** An existing shift another one runs into, as messages name it (times `HH:mm`, company zone). */
export type ShiftClash = { user: string; date: string; start: string; end: string };

/** 'Ana López, el 03/11/2026 (09:00–17:00)': whose shift, which day, from when to when. */
export const describeClash = (clash: ShiftClash) =>
  `${clash.user}, el ${spanishDate(clash.date)} (${clash.start}–${clash.end})`;

/** The 409 of a create or an edit: DECISIONS §6's text, then whose shift is in the way and when. */
export const shiftOverlapMessage = (clash: ShiftClash) =>
  `${SHIFT_TEXTS.overlap}: ${describeClash(clash)}`;

/**
 * The success of a create: SPEC's text for one shift; for more, how many and from when to when
 * ('Se crearon 5 turnos, del 02/11/2026 al 06/11/2026'), so repeats that land off-screen are no
 * surprise.
 */
export function shiftsCreatedMessage(count: number, firstDate: string, lastDate: string) {
  if (count <= 1) return SHIFT_TEXTS.created;
  const when =
    firstDate === lastDate
      ? `el ${spanishDate(firstDate)}`
      : `del ${spanishDate(firstDate)} al ${spanishDate(lastDate)}`;
  return `Se crearon ${count} turnos, ${when}`;
}

/**
 * The dates a create writes its shift on: always the shift's own date (the day it was created
 * from); with a repeat end, also every later date up to it (included) whose weekday (0 Sunday …
 * 6 Saturday) is among `daysOfWeek`. Ascending.
 */
export function shiftDates(
  startDate: string,
  repeatEndDate: string | null,
  daysOfWeek: readonly number[],
): string[] {
  const dates = [startDate];
  if (repeatEndDate === null) return dates;
  const days = new Set(daysOfWeek);
  const span = daysBetween(startDate, repeatEndDate);
  for (let offset = 1; offset <= span; offset++) {
    const date = addDays(startDate, offset);
    if (days.has(weekday(date))) dates.push(date);
  }
  return dates;
}

/** Most shifts one create may write (users × repeated dates). */
export const SHIFT_CREATE_MAX = 20_000;

/** Shifts live between the years 2000 and 2100, as the month and year of a calendar do. */
const inShiftYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
};
const shiftDate = plainDateSchema.refine(inShiftYears, SHIFT_TEXTS.yearRange);
/** A shift's start or end: any date-time input (DECISIONS §2), in the years of shifts. */
const shiftWallClock = dateTimeSchema.refine(
  (value) =>
    inShiftYears('wallClock' in value ? value.wallClock : String(value.instant.getUTCFullYear())),
  SHIFT_TEXTS.yearRange,
);

const minutes = z.coerce
  .number({ error: SHIFT_TEXTS.minutesNumber })
  .int(SHIFT_TEXTS.minutesInteger)
  .min(0, SHIFT_TEXTS.minutesRange)
  .max(SHIFT_MINUTES_MAX, SHIFT_TEXTS.minutesRange);

export const colorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, SHIFT_TEXTS.colorInvalid)
  .transform((c) => c.toUpperCase());

const notes = z
  .string()
  .trim()
  .max(SHIFT_NOTES_MAX, `Máximo ${SHIFT_NOTES_MAX} caracteres`)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER)
  .nullish();

const userId = z.coerce.number().int().positive('Usuario inválido').max(2_147_483_647);

/** The stored shift as every call returns it (SPEC §3, DECISIONS §2 for key spellings). */
export const shiftSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** the user's name */
  user: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  breakMinutes: z.number().int(),
  lunchMinutes: z.number().int(),
  notes: z.string(),
  color: z.string(),
  groupId: z.string(),
  published: z.boolean(),
  calendarDateId: z.number().int(),
  /** planned working hours: span minus break and lunch, 2 decimals */
  hours: z.number(),
  /** bumped by every edit; an edit may send the one it read (SHIFT_CHANGED when stale) */
  version: z.number().int(),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * Create: a shift on the date of `startDateTime`, repeated on `daysOfWeek` (0 Sunday … 6 Saturday)
 * until `repeatEndDate` when given, for every user of `usersId`. Accepts the SPEC's two spellings.
 */
export const createShiftSchema = z
  .object({
    startDateTime: shiftWallClock,
    endDateTime: shiftWallClock,
    breakMinutes: minutes.optional(),
    breakDuration: minutes.optional(),
    lunchMinutes: minutes.optional(),
    lunchDuration: minutes.optional(),
    notes,
    color: colorSchema.optional(),
    usersId: z.array(userId).min(1, SHIFT_TEXTS.requiredFields).max(1000),
    repeatEndDate: shiftDate.nullish(),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    calendarDateId: z.unknown().optional(),
  })
  .transform(({ breakDuration, lunchDuration, calendarDateId: _ignored, ...rest }) => ({
    ...rest,
    breakMinutes: rest.breakMinutes ?? breakDuration ?? 0,
    lunchMinutes: rest.lunchMinutes ?? lunchDuration ?? 0,
    notes: rest.notes ?? '',
    color: rest.color ?? SHIFT_DEFAULT_COLOR,
    daysOfWeek: rest.daysOfWeek ?? [...SHIFT_DEFAULT_DAYS],
    repeatEndDate: rest.repeatEndDate ?? null,
  }));
export type CreateShiftInput = z.input<typeof createShiftSchema>;
export type CreateShift = z.output<typeof createShiftSchema>;

export const updateShiftSchema = z
  .object({
    startDateTime: shiftWallClock,
    endDateTime: shiftWallClock,
    breakMinutes: minutes.optional(),
    breakDuration: minutes.optional(),
    lunchMinutes: minutes.optional(),
    lunchDuration: minutes.optional(),
    notes,
    color: colorSchema.optional(),
    groupId: z.unknown().optional(),
    /** The version the editor read: a stale one is refused with SHIFT_CHANGED. */
    version: z
      .number({ error: SHIFT_TEXTS.badVersion })
      .int(SHIFT_TEXTS.badVersion)
      .min(1, SHIFT_TEXTS.badVersion)
      .max(2_147_483_647, SHIFT_TEXTS.badVersion)
      .nullish(),
  })
  .transform(({ breakDuration, lunchDuration, groupId: _ignored, ...rest }) => ({
    ...rest,
    breakMinutes: rest.breakMinutes ?? breakDuration,
    lunchMinutes: rest.lunchMinutes ?? lunchDuration,
    notes: rest.notes ?? undefined,
    version: rest.version ?? undefined,
  }));
export type UpdateShiftInput = z.input<typeof updateShiftSchema>;
export type UpdateShift = z.output<typeof updateShiftSchema>;

export const shiftScopeSchema = z.enum(['this', 'following'], {
  error: 'El alcance debe ser this o following',
});
export type ShiftScope = z.infer<typeof shiftScopeSchema>;
export const shiftScopeParamsSchema = z.object({
  id: idParamSchema.shape.id,
  scope: shiftScopeSchema,
});

/** Which period to read: a day, an ISO week (its Monday) or a month of a year. */
export const getShiftsSchema = z
  .object({
    day: shiftDate.optional(),
    startofweek: shiftDate.optional(),
    month: z.coerce.number().int().min(1, 'Mes inválido').max(12, 'Mes inválido').optional(),
    year: z.coerce.number().int().min(2000, 'Año inválido').max(2100, 'Año inválido').optional(),
    usersIds: z.array(userId).max(1000).optional(),
    /**
     * Day and week: only the first this many user rows, in the calendar's order, and `usersTotal`
     * with how many there are (the app's first screen asks so; docs/decisions/073). Month: ignored.
     */
    firstUsers: z.coerce
      .number({ error: 'Número de usuarios inválido' })
      .int('Número de usuarios inválido')
      .min(1, 'Número de usuarios inválido')
      .max(1000, 'Número de usuarios inválido')
      .optional(),
    /**
     * Month: the groups cover the whole weeks (Monday to Sunday) the month grid shows, its leading
     * and trailing days of the neighbouring months included. Day and week: ignored.
     */
    wholeWeeks: z.boolean({ error: 'Debe ser true o false' }).optional(),
  })
  .refine((q) => q.day || q.startofweek || (q.month && q.year), {
    message: SHIFT_TEXTS.periodRequired,
  });
export type GetShiftsInput = z.input<typeof getShiftsSchema>;

/** An absence of the row's user on one day of the period (DECISIONS §11): approved or pending. */
export const calendarAbsenceSchema = z.object({
  date: z.string(),
  type: z.enum(ABSENCE_TYPES),
  status: z.enum(['approved', 'pending']),
});
export type CalendarAbsence = z.infer<typeof calendarAbsenceSchema>;
/** The holidays of the period, top level of every view. */
const calendarHolidaysSchema = z.array(z.object({ date: z.string(), name: z.string() }));

export const weekRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  totalHours: z.array(z.object({ sum: z.object({ hours: z.number() }) })),
  days: z.array(
    z.object({
      id: z.number().int(),
      calendarDate: z.object({ date: z.string() }),
      Shifts: z.array(shiftSchema),
    }),
  ),
  absences: z.array(calendarAbsenceSchema),
});
export const dayRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hours: z.array(z.object({ hour: z.number().int(), Shifts: z.array(shiftSchema) })),
  absences: z.array(calendarAbsenceSchema),
});
export const monthGroupSchema = z.object({ date: z.string(), shifts: z.array(shiftSchema) });
export type WeekRow = z.infer<typeof weekRowSchema>;
export type DayRow = z.infer<typeof dayRowSchema>;
export type MonthGroup = z.infer<typeof monthGroupSchema>;

export const getShiftsResponseSchema = z.discriminatedUnion('view', [
  z.object({
    success: z.literal(true),
    view: z.literal('week'),
    startofweek: z.string(),
    shifts: z.array(weekRowSchema),
    /** With `firstUsers`: how many user rows the whole calendar has. */
    usersTotal: z.number().int().optional(),
    holidays: calendarHolidaysSchema,
  }),
  z.object({
    success: z.literal(true),
    view: z.literal('day'),
    day: z.string(),
    shifts: z.array(dayRowSchema),
    usersTotal: z.number().int().optional(),
    holidays: calendarHolidaysSchema,
  }),
  z.object({
    success: z.literal(true),
    view: z.literal('month'),
    month: z.number().int(),
    year: z.number().int(),
    shifts: z.array(monthGroupSchema),
    /** The month has no user rows: its absences, each with its user, for the users it shows. */
    absences: z.array(
      calendarAbsenceSchema.extend({ userId: z.number().int(), userName: z.string() }),
    ),
    holidays: calendarHolidaysSchema,
  }),
]);
export type GetShiftsResponse = z.infer<typeof getShiftsResponseSchema>;

export const copyWeekParamsSchema = z.object({
  fromweek: shiftDate,
  toweek: shiftDate,
});
export const copyWeekBodySchema = z
  .object({ usersIds: z.array(userId).max(1000).optional() })
  .nullish();
export const copyWeekResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  copied: z.number().int(),
  skipped: z.number().int(),
  /** Of the skipped, those that fell on an approved absence of their user (DECISIONS §11). */
  skippedAbsences: z.number().int(),
  /**
   * The shifts already there that copies ran into, named (`describeClash`): the first
   * COPY_OVERLAPS_NAMED of them.
   */
  overlaps: z.array(z.string()),
});
/** How many of the shifts a copy ran into its answer names. */
export const COPY_OVERLAPS_NAMED = 10;

export const publishSchema = z
  .object({
    publishOrUnpublish: z.enum(['publish', 'unpublish'], { error: 'Debe ser publish o unpublish' }),
    day: shiftDate.optional(),
    startofweek: shiftDate.optional(),
    month: z.coerce.number().int().min(1, 'Mes inválido').max(12, 'Mes inválido').optional(),
    year: z.coerce.number().int().min(2000, 'Año inválido').max(2100, 'Año inválido').optional(),
  })
  .refine((q) => q.day || q.startofweek || (q.month && q.year), {
    message: SHIFT_TEXTS.periodRequired,
  });
export type PublishInput = z.input<typeof publishSchema>;
export const publishResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int(),
});

export const nextWeeksResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      startOfWeek: z.string(),
      endOfWeek: z.string(),
      week: z.number().int(),
      label: z.string(),
    }),
  ),
});

export const shiftResponseSchema = z.object({ success: z.literal(true), data: shiftSchema });
export const shiftListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(shiftSchema),
});
export const shiftMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(shiftSchema),
  /**
   * A create that repeats or names several users skips the days with an approved absence of the
   * user (DECISIONS §11) and says how many here (0 when none); one shift alone answers 409 instead.
   */
  skippedAbsences: z.number().int().optional(),
});
/**
 * GET /shifts/today/{userId} (DECISIONS §6): a shift today (or last night's still running, or one
 * whose Punch In window is open); whether Punch In is allowed now; and, while there is a shift but
 * Punch In is not allowed yet, when it will be (ISO 8601 with the company offset), else null.
 */
export const hasShiftResponseSchema = z.object({
  success: z.literal(true),
  hasShift: z.boolean(),
  canPunchIn: z.boolean(),
  punchInFrom: z.string().nullable(),
});
export type HasShiftResponse = z.infer<typeof hasShiftResponseSchema>;
export const actualParamsSchema = z.object({
  userId,
  calendarDateId: calendarDateIdSchema,
});
export const todayParamsSchema = z.object({ userId });
