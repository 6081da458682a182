import { z } from 'zod';
import { NUL_CHARACTER } from './common';
import { plainDateSchema } from './dates';

/**
 * The filters of a server-paged list, given in the query string (`?title=…&dateFrom=…&areaId=3`):
 * blank means no filter. Every list's query is `listQuery({ ...its filters })` of common.ts.
 */

export const FILTER_TEXTS = {
  badId: 'Identificador inválido',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta',
  dateYears: 'La fecha debe estar entre los años 2000 y 2100',
} as const;

export const ID_MAX = 2_147_483_647;

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A filter given in the query string: blank means no filter. */
export const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

/** A calendar date a person would enter: YYYY-MM-DD between the years 2000 and 2100. */
export const boundedDateSchema = plainDateSchema.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}, FILTER_TEXTS.dateYears);

/** Filters by reference id (`?areaId=3`). */
export const idFilter = blankIsUnset(
  z.coerce
    .number({ error: FILTER_TEXTS.badId })
    .int(FILTER_TEXTS.badId)
    .positive(FILTER_TEXTS.badId)
    .max(ID_MAX, FILTER_TEXTS.badId),
);
export const dateFilter = blankIsUnset(boundedDateSchema);
/** A text searched in a name or title (accent- and case-blind on the server). */
export const textFilter = blankIsUnset(
  z
    .string()
    .trim()
    .max(200, 'Máximo 200 caracteres')
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER),
);

/** `dateFrom` after `dateTo` is refused with the range message, on `dateFrom`. */
export const checkDateRange = (
  query: { dateFrom?: string | undefined; dateTo?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: FILTER_TEXTS.dateRange });
  }
};
