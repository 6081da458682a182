import { z } from 'zod';
import { NUL_CHARACTER } from './common';

/** Closed months of the attendance record (DECISIONS §10): /periods. */

export const PERIOD_PATTERN = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;

export const PERIOD_TEXTS = {
  closed: (month: string) => `El periodo ${month} está cerrado`,
  closedOk: (month: string) => `Periodo ${month} cerrado`,
  reopenedOk: (month: string) => `Periodo ${month} reabierto`,
  notEnded: 'Solo se puede cerrar un mes que ya terminó',
  alreadyClosed: 'Ese periodo ya está cerrado',
  notClosed: 'Ese periodo no está cerrado',
  leftToResolve: (missingOut: number, pending: number, absences = 0) =>
    absences === 0
      ? `No se puede cerrar: quedan ${missingOut} salidas sin registrar y ${pending} correcciones pendientes`
      : `No se puede cerrar: quedan ${missingOut} salidas sin registrar, ${pending} correcciones pendientes y ${absences} ausencias por decidir`,
  badMonth: 'Periodo inválido: usa YYYY-MM',
  reasonLength: 'El motivo debe tener entre 3 y 500 caracteres',
} as const;

export const periodParamSchema = z.object({
  month: z.string({ error: PERIOD_TEXTS.badMonth }).regex(PERIOD_PATTERN, PERIOD_TEXTS.badMonth),
});

export const reopenPeriodSchema = z.object({
  reason: z
    .string({ error: PERIOD_TEXTS.reasonLength })
    .trim()
    .min(3, PERIOD_TEXTS.reasonLength)
    .max(500, PERIOD_TEXTS.reasonLength)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER),
});

export const periodSchema = z.object({
  month: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.number().int().nullable(),
  closedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.number().int().nullable(),
  reopenedByName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Period = z.infer<typeof periodSchema>;

export const periodListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(periodSchema),
});
export const periodItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: periodSchema,
});
