import { REQUIRED } from '@app/contract/common';
import { z } from 'zod';

/** What a form says under a date field whose text is not a whole DD/MM/AAAA date. */
export const BAD_DATE = 'Fecha inválida: usa el formato DD/MM/AAAA';

/**
 * A form's required date (the shared date field hands 'YYYY-MM-DD', or the text typed so far):
 * 'Requerido' when blank (SPEC §5), the DD/MM/AAAA hint while not whole, then `schema`'s checks.
 */
export const formDate = (schema: z.ZodType<string, string>) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, BAD_DATE)
    .pipe(schema);

/** A form's required choice among `schema`'s values: 'Requerido' while nothing is chosen. */
export const formChoice = <T extends z.ZodType<unknown, string> | z.ZodType<unknown, unknown>>(
  schema: T,
) =>
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .pipe(schema as z.ZodType<z.output<T>, string>);
