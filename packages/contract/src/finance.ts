import { z } from 'zod';
import { REQUIRED } from './common';
import { boundedDateSchema, FILTER_TEXTS, ID_MAX, isBlank } from './filters';
import { moneyInputSchema } from './money';

/**
 * What the finance calls share (SPEC §7 'Finance and summary', DECISIONS §7): references to the
 * configuration lists, the list filters and the name shown beside a reference.
 */

export const FINANCE_TEXTS = {
  ...FILTER_TEXTS,
  noChanges: 'No hay cambios para guardar',
  categoryMissing: 'La categoría no existe',
  areaMissing: 'El área no existe',
  supplierMissing: 'El proveedor no existe',
} as const;

export const FINANCE_NOTE_MAX = 1000;
export const FINANCE_NAME_MAX = 200;

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

/** A finance date: YYYY-MM-DD between the years 2000 and 2100. */
export const financeDateSchema = boundedDateSchema;

/** The name beside a reference, for the tables (`{ id, name }`). */
export const refSchema = z.object({ id: z.number().int(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;
