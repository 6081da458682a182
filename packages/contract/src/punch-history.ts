import { z } from 'zod';

/** The attendance record's history (DECISIONS §10): GET /punches/{punchId}/history. */

export const HISTORY_ACTION_LABELS: Record<string, string> = {
  I: 'Entrada',
  O: 'Salida',
  BI: 'Inicio de break',
  BO: 'Fin de break',
  LI: 'Inicio de lunch',
  LO: 'Fin de lunch',
  'correction-applied': 'Corrección aplicada',
  'period-closed': 'Periodo cerrado',
  'period-reopened': 'Periodo reabierto',
};

export const HISTORY_TEXTS = {
  notFound: 'Punch no encontrado',
  ownOnly: 'Solo puedes ver el historial de tus propios punches',
  verified: (rows: number) => `Registro íntegro: ${rows} filas verificadas`,
  broken: (id: number) => `La fila ${id} del historial no coincide con su cadena`,
} as const;

const historyBreakSchema = z.object({
  id: z.number().int(),
  type: z.enum(['break', 'lunch']),
  breakIn: z.string(),
  breakOut: z.string().nullable(),
});

/** A punch with its breaks as a history row records it. */
export const punchSnapshotSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  calendarDateId: z.number().int(),
  dateIn: z.string(),
  dateOut: z.string().nullable(),
  notesIn: z.string(),
  notesOut: z.string(),
  corrected: z.boolean(),
  breaks: z.array(historyBreakSchema),
});
export type PunchSnapshot = z.infer<typeof punchSnapshotSchema>;

export const historyRowSchema = z.object({
  id: z.number().int(),
  punchId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  calendarDateId: z.number().int().nullable(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
  before: punchSnapshotSchema.nullable(),
  after: punchSnapshotSchema.nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(historyRowSchema),
});
