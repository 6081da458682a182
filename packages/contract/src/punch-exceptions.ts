import { z } from 'zod';
import { idListQuerySchema, listQuery, listResponse } from './common';
import { plainDateSchema } from './dates';

/** Exceptions of the attendance record ('Incidencias', DECISIONS §10): GET /punch-exceptions. */

export const EXCEPTION_TYPES = [
  'missing-out',
  'no-show',
  'late-in',
  'early-out',
  'pending-correction',
] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

export const EXCEPTION_LABELS: Record<ExceptionType, string> = {
  'missing-out': 'Sin salida',
  'no-show': 'No se presentó',
  'late-in': 'Llegada tarde',
  'early-out': 'Salida anticipada',
  'pending-correction': 'Corrección pendiente',
};

export const EXCEPTION_TEXTS = {
  badType: 'Tipo de incidencia inválido',
  badRange: 'La fecha inicial debe ser anterior o igual a la final',
  rangeTooLong: 'El rango puede abarcar como máximo 366 días',
  badUsers: 'Lista de usuarios inválida',
} as const;

/** GET /punch-exceptions?fromDate&toDate&usersIds&type&page&limit. */
export const exceptionListQuerySchema = listQuery({
  fromDate: plainDateSchema.optional(),
  toDate: plainDateSchema.optional(),
  /** Comma-separated user ids. */
  usersIds: idListQuerySchema(EXCEPTION_TEXTS.badUsers).optional(),
  type: z.enum(EXCEPTION_TYPES, { error: EXCEPTION_TEXTS.badType }).optional(),
});

/**
 * One exception. `minutes`: how late (late-in) or how early (early-out), whole minutes rounded;
 * `shiftId`: the published shift it is measured against; `correctionId`: the pending request.
 */
export const punchExceptionSchema = z.object({
  type: z.enum(EXCEPTION_TYPES),
  userId: z.number().int(),
  userName: z.string(),
  calendarDateId: z.number().int(),
  punchId: z.number().int().optional(),
  shiftId: z.number().int().optional(),
  minutes: z.number().int().optional(),
  correctionId: z.number().int().optional(),
});
export type PunchException = z.infer<typeof punchExceptionSchema>;

export const exceptionListResponseSchema = listResponse(punchExceptionSchema).extend({
  /**
   * How many of each type the dates and users find, all pages, whatever `type` asks (so that a
   * screen filtered on one type still shows the others' counts); every type is present.
   */
  counts: z.record(z.enum(EXCEPTION_TYPES), z.number().int()).optional(),
});
