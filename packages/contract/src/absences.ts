import { z } from 'zod';
import {
  idListQuerySchema,
  listQuery,
  listResponse,
  noteTextSchema,
  positiveIdSchema,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
} from './common';
import { plainDateSchema } from './dates';

/**
 * Absences of the staff (DECISIONS §11): a usuario requests time off for themself; admin and office
 * decide, or enter one for anyone. Whole days `fromDate`–`toDate`, inclusive, in the company zone.
 */

export const ABSENCE_TYPES = ['vacation', 'sick', 'personal', 'other'] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  vacation: 'Vacaciones',
  sick: 'Enfermedad',
  personal: 'Permiso',
  other: 'Otro',
};

export const ABSENCE_STATUSES = REQUEST_STATUSES;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

export const ABSENCE_STATUS_LABELS = REQUEST_STATUS_LABELS;

export const ABSENCE_NOTE_MAX = 500;
/** One absence spans at most this many days (a long sick leave is entered in pieces). */
export const ABSENCE_MAX_DAYS = 366;
/** A yearly balance holds at most this many days. */
export const ABSENCE_BALANCE_MAX = 366;

/** Every rule of DECISIONS §11 for absences, in Spanish: the API's messages and the forms'. */
export const ABSENCE_TEXTS = {
  requested: 'Solicitud de ausencia enviada',
  entered: 'Ausencia registrada',
  approved: 'Ausencia aprobada',
  rejected: 'Ausencia rechazada',
  cancelled: 'Solicitud cancelada',
  badType: 'Tipo de ausencia inválido',
  badStatus: 'Estado inválido',
  badUsers: 'Lista de usuarios inválida',
  badRange: 'La fecha de inicio debe ser anterior o igual a la de fin',
  tooLong: `Una ausencia puede abarcar como máximo ${ABSENCE_MAX_DAYS} días`,
  noteLength: `La nota admite como máximo ${ABSENCE_NOTE_MAX} caracteres`,
  noteRequired: 'Escribe una nota para rechazar la solicitud',
  overlaps: 'Ese usuario ya tiene una ausencia pendiente o aprobada en esas fechas',
  /** The same refusal said to a usuario asking for themself. */
  overlapsOwn: 'Ya tienes una ausencia pendiente o aprobada en esas fechas',
  /** An absence over days that already have shifts: they stay (DECISIONS §11), the screens say so. */
  shiftsStay: (days: number) =>
    days === 1
      ? 'Tiene turnos 1 día de esas fechas: siguen en el calendario hasta que los cambies'
      : `Tiene turnos ${days} días de esas fechas: siguen en el calendario hasta que los cambies`,
  ownOnly: 'Solo puedes solicitar ausencias para ti',
  ownDecision: 'No puedes decidir tu propia solicitud',
  alreadyDecided: 'Esa solicitud ya fue decidida',
  cancelOwnPending: 'Solo puedes cancelar tus propias solicitudes pendientes',
  notFound: 'Ausencia no encontrada',
  userNotFound: 'Usuario no encontrado',
  /** Beyond the user's yearly balance: only an admin approves it (the form warns first). */
  beyondBalance: 'Esta ausencia supera los días disponibles: solo un administrador puede aprobarla',
  balanceWarning: (remaining: number) =>
    `Supera los días disponibles (${remaining}): necesitará la aprobación de un administrador`,
  /** Creating, copying or moving a shift onto it (DECISIONS §11). */
  shiftOnAbsence: 'El usuario tiene una ausencia aprobada ese día',
  balanceSaved: 'Saldo guardado',
  badBalance: `Indica entre 0 y ${ABSENCE_BALANCE_MAX} días, o vacío para no limitar`,
} as const;

/** The notifications absences send (DECISIONS §10's kinds), in Spanish. */
export const ABSENCE_NOTICES = {
  requestedTitle: 'Nueva solicitud de ausencia',
  requestedBody: (name: string, type: string, range: string) =>
    `${name} solicita ${type.toLowerCase()} ${range}`,
  approvedTitle: 'Ausencia aprobada',
  rejectedTitle: 'Ausencia rechazada',
  /** 'Javier Morales rechazó tu solicitud de permiso del 04/12/2026: Hay inventario'. */
  decidedBody: (
    name: string,
    approved: boolean,
    type: string,
    from: string,
    to: string,
    note: string | null,
  ) =>
    `${name} ${approved ? 'aprobó' : 'rechazó'} tu solicitud de ${type.toLowerCase()} del ${from}${
      from === to ? '' : ` al ${to}`
    }${note ? `: ${note}` : ''}`,
  enteredTitle: 'Ausencia registrada',
  enteredBody: (name: string, type: string, range: string) =>
    `${name} registró ${type.toLowerCase()} ${range}`,
  link: (id: number) => `/absences?ausencia=${id}`,
} as const;

/** 'del 03/08/2026 al 14/08/2026', or 'el 03/08/2026' for one day (dates as DD/MM/YYYY). */
export const absenceRangeText = (from: string, to: string) =>
  from === to ? `el ${from}` : `del ${from} al ${to}`;

const noteSchema = noteTextSchema(ABSENCE_NOTE_MAX, ABSENCE_TEXTS.noteLength);

const absenceTypeSchema = z.enum(ABSENCE_TYPES, { error: ABSENCE_TEXTS.badType });

/** Days from `from` to `to`, both counted (plain dates). */
const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** POST /absences (DECISIONS §11): `userId` only for admin and office (others: themself). */
export const createAbsenceSchema = z
  .object({
    userId: positiveIdSchema.optional(),
    type: absenceTypeSchema,
    fromDate: plainDateSchema,
    toDate: plainDateSchema,
    note: noteSchema.nullish().transform((value) => value ?? ''),
  })
  .refine((body) => body.fromDate <= body.toDate, {
    message: ABSENCE_TEXTS.badRange,
    path: ['toDate'],
  })
  .refine((body) => spanOf(body.fromDate, body.toDate) <= ABSENCE_MAX_DAYS, {
    message: ABSENCE_TEXTS.tooLong,
    path: ['toDate'],
  });
export type CreateAbsenceInput = z.input<typeof createAbsenceSchema>;
export type CreateAbsence = z.output<typeof createAbsenceSchema>;

/** POST /absences/{id}/approve { note? }. */
export const approveAbsenceSchema = z
  .object({ note: noteSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});

/** POST /absences/{id}/reject { note } (required). */
export const rejectAbsenceSchema = z.object({
  note: noteSchema.refine((value) => value.length > 0, ABSENCE_TEXTS.noteRequired),
});

/** GET /absences?fromDate&toDate&usersIds&status&page&limit (usuario: own; default this month). */
export const absenceListQuerySchema = listQuery({
  fromDate: plainDateSchema.optional(),
  toDate: plainDateSchema.optional(),
  /** Comma-separated user ids. */
  usersIds: idListQuerySchema(ABSENCE_TEXTS.badUsers).optional(),
  status: z.enum(ABSENCE_STATUSES, { error: ABSENCE_TEXTS.badStatus }).optional(),
});

export const absenceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  type: z.enum(ABSENCE_TYPES),
  fromDate: z.string(),
  toDate: z.string(),
  /** The working days it takes from a balance: Monday to Friday, holidays not counted. */
  workingDays: z.number().int(),
  note: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Pending, and beyond what the user's balance of its type and year has left. */
  beyondBalance: z.boolean(),
  /** Days of the absence on which its user has a shift (published or not): they stay. */
  shiftDays: z.number().int(),
});
export type Absence = z.infer<typeof absenceSchema>;

export const absenceListResponseSchema = listResponse(absenceSchema);
export const absenceItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: absenceSchema,
});

/**
 * Yearly balances (optional, per user and type): `GET /absence-balances?year&userId` (usuario:
 * own) and `PUT /absence-balances { userId, year, type, days }` (admin; `days: null` removes it).
 */
export const balanceQuerySchema = z.object({
  year: z.coerce.number({ error: 'Año inválido' }).int('Año inválido').min(2000).max(2100),
  userId: z.coerce
    .number({ error: 'Usuario inválido' })
    .int('Usuario inválido')
    .positive('Usuario inválido')
    .max(2_147_483_647, 'Usuario inválido')
    .optional(),
});

export const setBalanceSchema = z.object({
  userId: positiveIdSchema,
  year: z.number({ error: 'Año inválido' }).int('Año inválido').min(2000).max(2100),
  type: absenceTypeSchema,
  days: z
    .number({ error: ABSENCE_TEXTS.badBalance })
    .int(ABSENCE_TEXTS.badBalance)
    .min(0, ABSENCE_TEXTS.badBalance)
    .max(ABSENCE_BALANCE_MAX, ABSENCE_TEXTS.badBalance)
    .nullable(),
});
export type SetBalanceInput = z.input<typeof setBalanceSchema>;

/** One balance: the days given, those approved and those pending (working days), what remains. */
export const balanceSchema = z.object({
  userId: z.number().int(),
  year: z.number().int(),
  type: z.enum(ABSENCE_TYPES),
  days: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  /** days − approved − pending (may be negative once an admin approved beyond it). */
  remaining: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(balanceSchema),
});
