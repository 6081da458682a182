import { z } from 'zod';
import {
  listQuery,
  listResponse,
  noteTextSchema,
  NUL_CHARACTER,
  positiveIdSchema,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
} from './common';
import { calendarDateIdSchema, dateTimeSchema } from './dates';

/**
 * Corrections of the attendance record (DECISIONS §10): a usuario asks for their own punch or a
 * missing one; admin and office decide, or correct someone else's at once.
 */

export const CORRECTION_STATUSES = REQUEST_STATUSES;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_STATUS_LABELS = REQUEST_STATUS_LABELS;

export const CORRECTION_REASON_MIN = 3;
export const CORRECTION_REASON_MAX = 500;
export const CORRECTION_NOTE_MAX = 500;
/** A corrected punch lasts at most this many hours (DECISIONS §10). */
export const CORRECTION_MAX_HOURS = 24;

/** Every rule of DECISIONS §10 for corrections, in Spanish: the API's messages and the form's. */
export const CORRECTION_TEXTS = {
  requested: 'Solicitud de corrección enviada',
  applied: 'Corrección aplicada',
  approved: 'Corrección aprobada',
  rejected: 'Corrección rechazada',
  cancelled: 'Solicitud cancelada',
  reasonLength: `El motivo debe tener entre ${CORRECTION_REASON_MIN} y ${CORRECTION_REASON_MAX} caracteres`,
  noteRequired: 'Escribe una nota para rechazar la solicitud',
  noteLength: `La nota admite como máximo ${CORRECTION_NOTE_MAX} caracteres`,
  punchOrDay: 'Indica el punch a corregir o el día del punch que falta',
  future: 'Ninguna hora puede estar en el futuro',
  inBeforeOut: 'La entrada debe ser anterior a la salida',
  tooLong: `Entre la entrada y la salida puede haber como máximo ${CORRECTION_MAX_HOURS} horas`,
  entryRequired: 'Indica la hora de entrada del punch que falta',
  breakInside: 'Los breaks y el lunch deben quedar dentro del punch',
  breakOrder: 'Cada break debe terminar después de empezar',
  breaksOverlap: 'Los breaks y el lunch no pueden solaparse',
  oneLunch: 'Solo se permite un lunch por punch',
  onePunchPerDay: 'Ese usuario ya tiene un punch ese día',
  noShiftThatDay: 'Solo se puede añadir un punch en un día con un turno publicado de ese usuario',
  onePending: 'Ya hay una solicitud pendiente para ese punch o día',
  ownOnly: 'Solo puedes solicitar correcciones de tus propios punches',
  notYours: 'Solo puedes ver tus propias solicitudes',
  ownDecision: 'No puedes decidir tu propia solicitud',
  alreadyDecided: 'Esa solicitud ya fue decidida',
  cancelOwnPending: 'Solo puedes cancelar tus propias solicitudes pendientes',
  notFound: 'Solicitud no encontrada',
  punchNotFound: 'Punch no encontrado',
  nothingToChange: 'La corrección no cambia nada del punch',
  unknownBreak: 'Ese break no pertenece al punch',
  openBreak: 'Cada break debe tener hora de fin',
} as const;

/** The notifications a correction sends (DECISIONS §10), in Spanish. */
export const CORRECTION_NOTICES = {
  requestedTitle: 'Nueva solicitud de corrección',
  requestedBody: (name: string, day: string) => `${name} pide corregir su punch del ${day}`,
  approvedTitle: 'Corrección aprobada',
  rejectedTitle: 'Corrección rechazada',
  decidedBody: (name: string, day: string, note: string | null) =>
    `${name} decidió tu solicitud del ${day}${note ? `: ${note}` : ''}`,
  appliedTitle: 'Tu punch fue corregido',
  appliedBody: (name: string, day: string, reason: string) =>
    `${name} corrigió tu punch del ${day}: ${reason}`,
  /** The screen that shows the correction. */
  link: (id: number) => `/punches?vista=correcciones&correction=${id}`,
} as const;

const reasonSchema = z
  .string({ error: CORRECTION_TEXTS.reasonLength })
  .trim()
  .min(CORRECTION_REASON_MIN, CORRECTION_TEXTS.reasonLength)
  .max(CORRECTION_REASON_MAX, CORRECTION_TEXTS.reasonLength)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER);

const noteSchema = noteTextSchema(CORRECTION_NOTE_MAX, CORRECTION_TEXTS.noteLength);

/** A break or lunch of the corrected punch; `id` names one the punch has now. */
export const correctionBreakSchema = z.object({
  id: positiveIdSchema.optional(),
  type: z.enum(['break', 'lunch'], { error: 'El tipo de break debe ser break o lunch' }),
  breakIn: dateTimeSchema,
  breakOut: dateTimeSchema,
});

const breaksSchema = z.array(correctionBreakSchema).max(20, 'Como máximo 20 breaks por punch');

/** The times a correction sets; absent ones keep the punch's (breaks absent: keep them). */
const timesShape = {
  dateIn: dateTimeSchema.optional(),
  dateOut: dateTimeSchema.optional(),
  breaks: breaksSchema.optional(),
};

/** POST /punch-corrections (DECISIONS §10). */
export const createCorrectionSchema = z
  .object({
    userId: positiveIdSchema.optional(),
    punchId: positiveIdSchema.optional(),
    calendarDateId: z
      .union([z.string(), z.number()], { error: 'Fecha inválida' })
      .transform(String)
      .pipe(calendarDateIdSchema)
      .optional(),
    ...timesShape,
    reason: reasonSchema,
  })
  .refine((body) => body.punchId !== undefined || body.calendarDateId !== undefined, {
    message: CORRECTION_TEXTS.punchOrDay,
    path: ['punchId'],
  });
export type CreateCorrectionInput = z.input<typeof createCorrectionSchema>;
export type CreateCorrection = z.output<typeof createCorrectionSchema>;

/** POST /punch-corrections/{id}/approve: the decider may adjust the times. */
export const approveCorrectionSchema = z.object({ note: noteSchema.optional(), ...timesShape });
export type ApproveCorrectionInput = z.input<typeof approveCorrectionSchema>;

/** POST /punch-corrections/{id}/reject: the note is required. */
export const rejectCorrectionSchema = z.object({
  note: noteSchema.refine((value) => value.length > 0, CORRECTION_TEXTS.noteRequired),
});

/** GET /punch-corrections?status&userId&page&limit (usuario: own). */
export const correctionListQuerySchema = listQuery({
  status: z.enum(CORRECTION_STATUSES, { error: 'Estado inválido' }).optional(),
  userId: z.coerce
    .number({ error: 'Usuario inválido' })
    .int('Usuario inválido')
    .positive('Usuario inválido')
    .max(2_147_483_647, 'Usuario inválido')
    .optional(),
});

/** A break as a correction states it (times as ISO instants). */
export const correctionBreakItemSchema = z.object({
  id: z.number().int().optional(),
  type: z.enum(['break', 'lunch']),
  breakIn: z.string(),
  breakOut: z.string().nullable(),
});
export type CorrectionBreak = z.infer<typeof correctionBreakItemSchema>;

/** The punch's times before a correction, or what it asks for / applied. */
export const correctionTimesSchema = z.object({
  dateIn: z.string().nullable(),
  dateOut: z.string().nullable(),
  breaks: z.array(correctionBreakItemSchema).nullable(),
});
export type CorrectionTimes = z.infer<typeof correctionTimesSchema>;

export const correctionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  punchId: z.number().int().nullable(),
  calendarDateId: z.number().int(),
  status: z.enum(CORRECTION_STATUSES),
  reason: z.string(),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  /** The punch as it is now (or was when the correction was applied); null for a missing punch. */
  current: correctionTimesSchema.nullable(),
  /** What the request asks for (null breaks: keep the punch's). */
  requested: correctionTimesSchema,
  /** What was applied, once approved (the decider may have adjusted it). */
  applied: correctionTimesSchema.nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListResponseSchema = listResponse(correctionSchema);
export const correctionItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: correctionSchema,
});
