import { z } from 'zod';
import { NUL_CHARACTER, REQUIRED } from './common';
import { plainDateSchema } from './dates';
import { moneyInputSchema } from './money';

/**
 * What the finance calls share (SPEC §7 'Finance and summary', DECISIONS §7): references to the
 * configuration lists, the list filters and the name shown beside a reference.
 */

export const FINANCE_TEXTS = {
  badId: 'Identificador inválido',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta',
  dateYears: 'La fecha debe estar entre los años 2000 y 2100',
  noChanges: 'No hay cambios para guardar',
  categoryMissing: 'La categoría no existe',
  areaMissing: 'El área no existe',
  supplierMissing: 'El proveedor no existe',
} as const;

export const FINANCE_NOTE_MAX = 1000;
export const FINANCE_NAME_MAX = 200;

const ID_MAX = 2_147_483_647;
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required field left out or blank: 'Requerido' (SPEC §5), before its own checks. */
const required = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: REQUIRED });
        return z.NEVER;
      }
      return typeof value === 'string' ? value.trim() : value;
    })
    .pipe(schema);

/** An amount (DECISIONS §7): 'Requerido' when missing, else the money schema's messages. */
export const amountSchema = required(moneyInputSchema);

/**
 * A reference to a category, area or supplier: a JSON number or a numeric string. The service
 * answers 400 with `missing` when no such row exists.
 */
export const refIdSchema = (missing: string) =>
  required(
    z.coerce
      .number({ error: missing })
      .int(FINANCE_TEXTS.badId)
      .positive(FINANCE_TEXTS.badId)
      .max(ID_MAX, FINANCE_TEXTS.badId),
  );

/** An optional reference (supplier): blank or null means none. */
export const optionalRefIdSchema = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
  z.coerce
    .number({ error: FINANCE_TEXTS.badId })
    .int(FINANCE_TEXTS.badId)
    .positive(FINANCE_TEXTS.badId)
    .max(ID_MAX, FINANCE_TEXTS.badId)
    .nullable(),
);

/** A filter given in the query string: blank means no filter. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

export const financeDateSchema = plainDateSchema.refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}, FINANCE_TEXTS.dateYears);

/** Filters by reference id in a list query (`?areaId=3`). */
export const idFilter = blankIsUnset(
  z.coerce
    .number({ error: FINANCE_TEXTS.badId })
    .int(FINANCE_TEXTS.badId)
    .positive(FINANCE_TEXTS.badId)
    .max(ID_MAX, FINANCE_TEXTS.badId),
);
export const dateFilter = blankIsUnset(financeDateSchema);
export const nameFilter = blankIsUnset(
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
    ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: FINANCE_TEXTS.dateRange });
  }
};

/** The name beside a reference, for the tables (`{ id, name }`). */
export const refSchema = z.object({ id: z.number().int(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;
