import { z } from 'zod';

/**
 * Money (DECISIONS §2 and §7). In the database `numeric(14,2)`; on the wire a JSON number with at
 * most 2 decimals (a numeric string is accepted on input); inside the code a decimal string with
 * exactly 2 decimals (`'1234.50'`, what a `numeric(14,2)` column reads as) or integer cents.
 *
 * A JS number is only ever a carrier: an amount of at most 2 decimals below 10^12 has 14 significant
 * digits at most, so `String(number)` gives back exactly the decimal that was written. Arithmetic
 * is done on integer cents (BigInt) or in SQL, never on floats: 0.1 + 0.2 is 0.30 here.
 */

/** The largest amount a `numeric(14,2)` holds and DECISIONS §7 allows. */
export const MONEY_MAX = '999999999999.99';

/** A decimal amount with exactly 2 decimals, as the database reads `numeric(14,2)`: `'1234.50'`. */
export type Money = string;

export const moneyMessages = {
  invalid: 'Monto inválido',
  decimals: 'El monto admite como máximo 2 decimales',
  positive: 'El monto debe ser mayor que 0',
  max: 'El monto no puede superar 999.999.999.999,99',
} as const;

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const MAX_CENTS = 99_999_999_999_999n;

type MoneyReading =
  { ok: true; cents: bigint } | { ok: false; reason: 'invalid' | 'decimals' | 'max' };

/**
 * Reads a plain decimal text (`'1234.5'`, `'-0.25'`, `'12.'`, `'.5'`) into integer cents, without going
 * through a float. No exponent, no separators, no sign other than a leading '-'.
 */
function readDecimal(text: string): MoneyReading {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { ok: false, reason: 'invalid' };
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, reason: 'max' };
  return { ok: true, cents: sign === '-' ? -cents : cents };
}

function readAmount(value: number | string): MoneyReading {
  if (typeof value === 'number') {
    // The shortest text that reads back as this number: 0.1 → '0.1', 1e21 → '1e+21' (refused).
    if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
    return readDecimal(String(value));
  }
  return readDecimal(value);
}

/** Integer cents of an amount; throws on anything that is not an amount of at most 2 decimals. */
export function toCents(value: Money | number): bigint {
  const reading = readAmount(value);
  if (!reading.ok) throw new RangeError(`${moneyMessages[reading.reason]}: ${String(value)}`);
  return reading.cents;
}

/** Cents → `'1234.50'` (any size: sums may pass the column's maximum). */
export function fromCents(cents: bigint): Money {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An amount (number or decimal text) → `'1234.50'`, or null when it is not one. */
export function toMoney(value: number | string): Money | null {
  const reading = readAmount(value);
  return reading.ok ? fromCents(reading.cents) : null;
}

/** `'1234.50'` → `1234.5`: the JSON number of DECISIONS §2 (exact, see above). */
export function moneyToNumber(value: Money): number {
  return Number(fromCents(toCents(value)));
}

/** The exact sum of amounts, in cents: `sumMoney(['0.10', '0.20'])` is `'0.30'`. */
export function sumMoney(values: Iterable<Money | number>): Money {
  let total = 0n;
  for (const value of values) total += toCents(value);
  return fromCents(total);
}

/**
 * An amount as input (DECISIONS §7): a JSON number or a numeric string, greater than 0, at most 2
 * decimals, at most 999 999 999 999.99. Parses to the decimal string `'1234.50'`.
 */
export const moneyInputSchema = z
  .union([z.number({ error: moneyMessages.invalid }), z.string({ error: moneyMessages.invalid })], {
    error: moneyMessages.invalid,
  })
  .transform((value, context): Money => {
    const reading = readAmount(value);
    if (!reading.ok) {
      context.addIssue({ code: 'custom', message: moneyMessages[reading.reason] });
      return z.NEVER;
    }
    if (reading.cents <= 0n) {
      context.addIssue({ code: 'custom', message: moneyMessages.positive });
      return z.NEVER;
    }
    return fromCents(reading.cents);
  });

/** An amount in a response: a JSON number with at most 2 decimals (build it with `moneyToNumber`). */
export const moneySchema = z
  .number()
  .refine((value) => readAmount(value).ok, moneyMessages.decimals);
