import { z } from 'zod';
import { requiredText } from './common';
import { plainDateSchema } from './dates';

/** Holidays of the company (DECISIONS §11): admin writes, everyone reads. */

export const HOLIDAY_NAME_MAX = 100;

export const HOLIDAY_TEXTS = {
  created: 'Festivo creado correctamente',
  updated: 'Festivo actualizado correctamente',
  deleted: 'Festivo eliminado correctamente',
  notFound: 'Festivo no encontrado',
  duplicate: 'Ya hay un festivo en esa fecha',
  badYear: 'Año inválido',
} as const;

/** GET /holidays?year (default: the current year). */
export const holidayListQuerySchema = z.object({
  year: z.coerce
    .number({ error: HOLIDAY_TEXTS.badYear })
    .int(HOLIDAY_TEXTS.badYear)
    .min(2000, HOLIDAY_TEXTS.badYear)
    .max(2100, HOLIDAY_TEXTS.badYear)
    .optional(),
});

/** POST /holidays { date, name }; PATCH /holidays/{id} takes either. */
export const createHolidaySchema = z.object({
  date: plainDateSchema,
  name: requiredText(HOLIDAY_NAME_MAX),
});
export type CreateHolidayInput = z.input<typeof createHolidaySchema>;
export const updateHolidaySchema = createHolidaySchema.partial();

export const holidaySchema = z.object({ id: z.number().int(), date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(holidaySchema),
});
export const holidayItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: holidaySchema,
});
