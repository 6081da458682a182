import { z } from 'zod';
import { listQuery, listResponse, NUL_CHARACTER } from './common';
import { DATE_TIME_MESSAGE, parseDateTime, plainDateSchema } from './dates';
import { FILE_KEY_PATTERN, FILE_TEXTS, RECEIPT_KEY_PATTERN } from './files';

/** SPEC §4 punch codes: in, out, break in/out, lunch in/out. */
export const PUNCH_TYPES = ['I', 'O', 'BI', 'BO', 'LI', 'LO'] as const;
export const punchTypeSchema = z.enum(PUNCH_TYPES, {
  error: 'El tipo de punch debe ser I, O, BI, BO, LI o LO',
});
export type PunchType = z.infer<typeof punchTypeSchema>;

export const BREAK_TYPES = ['break', 'lunch'] as const;
export type BreakType = (typeof BREAK_TYPES)[number];

export const PUNCH_NOTES_MAX = 500;
/** The same event by the same user within this many seconds is one event (DECISIONS §5). */
export const PUNCH_DEDUP_SECONDS = 5;
/** GET /punches/{userId} reads this many days back. */
export const PUNCH_RECENT_DAYS = 31;
/**
 * A punch without a shift (an admin's) offers Punch Out this many hours after its entry; one with a
 * shift, until the shift's end + PUNCH_FORGOTTEN_HOURS (DECISIONS §10). Then it is *sin salida*.
 */
export const PUNCH_OPEN_WITHOUT_SHIFT_HOURS = 16;

/** Photos and the upload texts live with the other files' rules (files.ts); kept here for callers of the punch contract. */
export { FILE_TEXTS, PHOTO_ANY_ACTION, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from './files';

export const PUNCH_TEXTS = {
  in: 'Entrada registrada correctamente',
  out: 'Salida registrada correctamente',
  breakIn: 'Break iniciado correctamente',
  breakOut: 'Break finalizado correctamente',
  lunchIn: 'Lunch iniciado correctamente',
  lunchOut: 'Lunch finalizado correctamente',
  saved: 'Punch registrado correctamente',
  noShift: 'No tienes turnos asignados para hoy',
  notYet: (time: string) => `Aún no puedes registrar la entrada: podrás hacerlo desde las ${time}`,
  alreadyIn: 'Ya registraste tu entrada de hoy',
  dayComplete: 'Ya registraste la entrada y la salida de hoy',
  openPunch: 'Tienes un punch abierto: registra primero la salida',
  noOpenPunch: 'No tienes un punch de entrada abierto',
  breakOpen: 'Tienes un break activo: finalízalo primero',
  lunchOpen: 'Tienes un lunch activo: finalízalo primero',
  oneLunch: 'Solo se permite un lunch por turno',
  noOpenBreak: 'No tienes un break activo',
  noOpenLunch: 'No tienes un lunch activo',
  outWithBreak: 'No puedes registrar la salida con un break o lunch activo',
  keyReused: 'La clave de idempotencia ya se usó con otra acción',
  badKey: 'La clave de idempotencia no es válida',
  badImage: 'La imagen no existe o no te pertenece',
  imageUsed: 'Esa imagen ya se usó en otro registro',
  badBreakType: 'El tipo de break debe ser break o lunch',
  ownOnly: 'Solo puedes consultar tus propios punches',
  /** A Punch Out, break or lunch while the user's latest punch is sin salida (DECISIONS §10). */
  missingOut: (date: string) =>
    `Tu entrada del ${date} quedó sin salida y ya no puede cerrarse: solicita una corrección con la hora de salida`,
  createError: 'Error al crear punch',
} as const;

const notes = z
  .string({ error: 'Las notas deben ser texto' })
  .trim()
  .max(PUNCH_NOTES_MAX, `Máximo ${PUNCH_NOTES_MAX} caracteres`)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER)
  .nullish();

const PHOTO_REFERENCE = 'La imagen debe ser la clave o el enlace devueltos por la subida';
/** The key of a stored photo, from the key itself or the upload's link (`/api/files/{key}?…`). */
export const photoKeyOf = (value: string): string | null => {
  if (FILE_KEY_PATTERN.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value, 'http://link.invalid');
  } catch {
    return null;
  }
  const match = /^\/api\/files\/([^/]+)$/.exec(url.pathname);
  return match && FILE_KEY_PATTERN.test(match[1]!) ? match[1]! : null;
};
export const fileKeySchema = z
  .string({ error: PHOTO_REFERENCE })
  .max(2000, PHOTO_REFERENCE)
  .transform((value, ctx) => {
    const key = photoKeyOf(value.trim());
    if (key === null) {
      ctx.addIssue({ code: 'custom', message: PHOTO_REFERENCE });
      return z.NEVER;
    }
    return key;
  });

/**
 * A time the SPEC's client sends (dateIn, breakOut, …): read by the one date-time parser so that
 * a wrong one is named, then ignored, since the server's clock decides (DECISIONS §5). Its
 * presence still tells the action.
 */
const sentTime = z
  .string({ error: DATE_TIME_MESSAGE })
  .refine((value) => value.trim() === '' || parseDateTime(value) !== null, DATE_TIME_MESSAGE)
  .nullish();

/** A field of the SPEC's payload counts as sent when it holds something. */
const sent = (value: unknown) => value !== undefined && value !== null && value !== '';
/** `breakType` as sent: break or lunch (any case), null when not sent, undefined when unknown. */
const readBreakType = (value: unknown): BreakType | null | undefined => {
  if (!sent(value)) return null;
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (BREAK_TYPES as readonly string[]).includes(type) ? (type as BreakType) : undefined;
};

/**
 * The action of a SPEC §7 payload sent without `type` (DECISIONS §5): the end of a break or lunch
 * (`breakOut`), its start (`breakIn`, with `breakType`), a Punch Out (`imgOut`, `dateOut`,
 * `notesOut`), else a Punch In. A break end without `breakType` ends whichever is open.
 */
function inferType(body: Record<string, unknown>, breakType: BreakType | null) {
  if (sent(body.breakOut)) {
    return {
      type: breakType === 'lunch' ? ('LO' as const) : ('BO' as const),
      anyBreak: !breakType,
    };
  }
  if (sent(body.breakIn))
    return { type: breakType === 'lunch' ? ('LI' as const) : ('BI' as const) };
  if (sent(body.imgOut) || sent(body.dateOut) || sent(body.notesOut)) return { type: 'O' as const };
  return { type: 'I' as const };
}

/**
 * POST /punches/add. The server's clock decides every time: the SPEC's legacy fields (userId,
 * calendarDateId, dateIn, dateOut, breakIn, breakOut, breakId) are accepted and ignored;
 * notesIn/notesOut and imgIn/imgOut are read as notes and img (a key or the upload's link). Without
 * `type` the action follows from the fields. The output is the command.
 */
export const addPunchSchema = z
  .object({
    type: punchTypeSchema.nullish(),
    notes,
    img: fileKeySchema.nullish(),
    notesIn: notes,
    notesOut: notes,
    imgIn: fileKeySchema.nullish(),
    imgOut: fileKeySchema.nullish(),
    userId: z.unknown().optional(),
    calendarDateId: z.unknown().optional(),
    dateIn: sentTime,
    dateOut: sentTime,
    breakIn: sentTime,
    breakOut: sentTime,
    breakType: z.unknown().optional(),
    breakId: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.type && readBreakType(body.breakType) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['breakType'], message: PUNCH_TEXTS.badBreakType });
    }
  })
  .transform((body) => {
    const breakType = readBreakType(body.breakType) ?? null;
    const inferred = body.type ? { type: body.type } : inferType(body, breakType);
    return {
      command: {
        type: inferred.type,
        notes: body.notes || body.notesIn || body.notesOut || '',
        img: body.img ?? body.imgIn ?? body.imgOut ?? null,
        /** A break end sent without type nor breakType: it ends whichever entry is open. */
        anyBreak: 'anyBreak' in inferred ? inferred.anyBreak === true : false,
      },
    };
  });
export type AddPunchInput = z.input<typeof addPunchSchema>;
export type PunchCommand = z.output<typeof addPunchSchema>['command'];

export const breakEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(BREAK_TYPES),
  breakIn: z.string(),
  breakOut: z.string().nullable(),
  /** hours, 2 decimals; null while active */
  breakDuration: z.number().nullable(),
});
export type BreakEntry = z.infer<typeof breakEntrySchema>;

/** SPEC §3 Punch; timestamps ISO 8601 with the company offset; images are fresh signed links. */
export const punchSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.string(),
  calendarDateId: z.number().int(),
  shift: z
    .object({ startDateTime: z.string(), endDateTime: z.string(), notes: z.string() })
    .nullable(),
  dateIn: z.string(),
  dateOut: z.string().nullable(),
  imgIn: z.string().nullable(),
  imgOut: z.string().nullable(),
  notesIn: z.string(),
  notesOut: z.string(),
  /** net hours (gross minus breaks and lunches), null while open */
  workedHours: z.number().nullable(),
  /** net minus planned hours of the shift; null while open or without a shift */
  hoursDifference: z.number().nullable(),
  arriveEarlyHours: z.number().nullable(),
  arriveLateHours: z.number().nullable(),
  leaveEarlyHours: z.number().nullable(),
  leaveLateHours: z.number().nullable(),
  breaks: z.array(breakEntrySchema),
  /** A correction changed this punch: the screens mark it 'Corregido' (DECISIONS §10). */
  corrected: z.boolean(),
  /**
   * *Sin salida* now: no exit, and its shift's end + PUNCH_FORGOTTEN_HOURS has passed (16 h after
   * the entry without a shift). It offers no Punch Out, and its hours (workedHours, the difference,
   * the early and late figures) are 0 until it is corrected.
   */
  missingOut: z.boolean(),
});
export type Punch = z.infer<typeof punchSchema>;

export const addPunchResponseSchema = z.object({
  success: z.literal(true),
  type: punchTypeSchema,
  message: z.string(),
  data: punchSchema,
  breakId: z.number().int().optional(),
});
export type AddPunchResponse = z.infer<typeof addPunchResponseSchema>;

export const punchUserParamsSchema = z.object({
  userId: z
    .string({ error: 'Identificador inválido' })
    .regex(/^[1-9][0-9]{0,9}$/, 'Identificador inválido')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'Identificador inválido')),
});

/**
 * GET /punches/{userId}: the user's punches of the last PUNCH_RECENT_DAYS days and of tomorrow (a
 * punch made before midnight for a midnight shift), newest first (SPEC §7), and `forgottenPunch`:
 * the user's latest punch that is sin salida, of any day, or null — the widget's 'Tienes una
 * salida sin registrar del DD/MM/YYYY'.
 */
export const punchListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(punchSchema),
  forgottenPunch: punchSchema.nullable(),
});

const userIds = z
  .array(z.coerce.number().int().positive('Usuario inválido').max(2_147_483_647))
  .max(1000)
  .nullish();
const filterDate = plainDateSchema.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}, 'La fecha debe estar entre los años 2000 y 2100');

const range = {
  fromDate: filterDate.nullish(),
  toDate: filterDate.nullish(),
  usersIds: userIds,
};

/** POST /punches/getPunches: the dates default to the current month (company zone). */
export const getPunchesSchema = listQuery(range).transform((q) => ({
  filter: {
    fromDate: q.fromDate ?? null,
    toDate: q.toDate ?? null,
    usersIds: q.usersIds ?? [],
    page: q.page,
    limit: q.limit,
  },
}));
export type GetPunchesInput = z.input<typeof getPunchesSchema>;
export type PunchFilter = z.output<typeof getPunchesSchema>['filter'];

/** SPEC §7 names this list's keys: `result` and `count`. */
export const getPunchesResponseSchema = listResponse(punchSchema, {
  items: 'result',
  total: 'count',
});

export const punchSummarySchema = z.object(range).transform((q) => ({
  filter: { fromDate: q.fromDate ?? null, toDate: q.toDate ?? null, usersIds: q.usersIds ?? [] },
}));
export type PunchSummaryInput = z.input<typeof punchSummarySchema>;

export const punchSummaryRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  arriveEarlyCount: z.number().int(),
  arriveEarlyTotal: z.number(),
  arriveLateCount: z.number().int(),
  arriveLateTotal: z.number(),
  leaveEarlyCount: z.number().int(),
  leaveEarlyTotal: z.number(),
  leaveLateCount: z.number().int(),
  leaveLateTotal: z.number(),
  /** Punches sin salida now (DECISIONS §10): they count in no figure above. */
  missingOutCount: z.number().int(),
  /** Punches a correction changed ('Corregido'). */
  correctedCount: z.number().int(),
});
export type PunchSummaryRow = z.infer<typeof punchSummaryRowSchema>;
export const punchSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(punchSummaryRowSchema),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  /** signed, expiring: GET it with the bearer token */
  link: z.string(),
  /** what POST /punches/add takes as img */
  key: z.string(),
});
/** A punch photo's key, or an expense receipt's (served the same way, to admins only). */
export const fileParamsSchema = z.object({
  key: z
    .string()
    .refine(
      (key) => FILE_KEY_PATTERN.test(key) || RECEIPT_KEY_PATTERN.test(key),
      FILE_TEXTS.badName,
    ),
});
export const fileQuerySchema = z.object({
  expires: z.string().regex(/^[0-9]{1,12}$/, FILE_TEXTS.badLink),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, FILE_TEXTS.badLink),
});

/** The status of a record in 'Gestión de Punches' (SPEC §4). */
export const PUNCH_RECORD_STATUS = {
  completed: 'Completado',
  onBreak: 'En Break',
  working: 'Trabajando',
  missingOut: 'Sin salida',
  unknown: 'Desconocido',
} as const;
export type PunchRecordStatus = (typeof PUNCH_RECORD_STATUS)[keyof typeof PUNCH_RECORD_STATUS];

/**
 * SPEC §4: Completado once there is an exit; Sin salida once the exit is forgotten (DECISIONS §10);
 * En Break while a break or lunch is open; Trabajando while the punch is open; Desconocido
 * otherwise.
 */
export function punchRecordStatus(
  punch: Pick<Punch, 'dateIn' | 'dateOut' | 'breaks'> & { missingOut?: boolean },
): PunchRecordStatus {
  if (punch.dateOut) return PUNCH_RECORD_STATUS.completed;
  if (punch.missingOut) return PUNCH_RECORD_STATUS.missingOut;
  if (punch.breaks.some((entry) => !entry.breakOut)) return PUNCH_RECORD_STATUS.onBreak;
  if (punch.dateIn) return PUNCH_RECORD_STATUS.working;
  return PUNCH_RECORD_STATUS.unknown;
}

/** POST /punches/export: every record of the filter as CSV (same filter as the summary). */
export const exportPunchesSchema = punchSummarySchema;
export const punchExportFileName = (fromDate: string, toDate: string) =>
  `punches-${fromDate}-a-${toDate}.csv`;
