import { REQUIRED } from '@app/contract/common';
import { moneyMessages, toCents, type Money } from '@app/contract/money';
import { z } from 'zod';
import { amountTextMessage, readAmountText } from './format';

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

/**
 * A form's required amount, as typed (`23,50`, `1.234,56`, `1,234.56`): read by the contract's
 * rule into the exact decimal (`'23.50'`), or refused with a Spanish reason under the field,
 * never guessed (issue 24); then above 0 and within `numeric(14,2)` (DECISIONS §7).
 */
export const formAmount = z.string({ error: REQUIRED }).transform((text, context): Money => {
  const reading = readAmountText(text);
  if (!reading.ok) {
    context.addIssue({ code: 'custom', message: amountTextMessage(reading.reason) });
    return z.NEVER;
  }
  if (toCents(reading.money) <= 0n) {
    context.addIssue({ code: 'custom', message: moneyMessages.positive });
    return z.NEVER;
  }
  return reading.money;
});
