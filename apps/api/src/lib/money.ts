import { moneyToNumber, toMoney, type Money } from '@app/contract/money';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { numeric } from 'drizzle-orm/pg-core';

/**
 * Money on the server (DECISIONS §2, §7; the contract's `money.ts` says why never a float).
 * Columns are `numeric(14,2)` and read as decimal strings (`'1234.50'`); requests arrive through
 * `moneyInputSchema` as the same strings; responses carry JSON numbers built by `moneyForJson`.
 * Totals are summed by PostgreSQL (`sumMoneySql`) or, for amounts already in hand, in cents
 * (`sumMoney` of the contract).
 */

/** A money column: `amount: moneyColumn('amount').notNull()`. */
export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A `numeric(14,2)` value as read from the database (string) → the JSON number of a response.
 * Throws on a value that is not an amount of at most 2 decimals (a query summing the wrong column).
 */
export function moneyForJson(value: string | number): number {
  const money = toMoney(value);
  if (money === null) throw new RangeError(`Not a money value: ${String(value)}`);
  return moneyToNumber(money);
}

/** A nullable money column → a JSON number or null. */
export const optionalMoneyForJson = (value: string | null | undefined): number | null =>
  value === null || value === undefined ? null : moneyForJson(value);

/** An amount parsed by the contract → the value a `numeric(14,2)` column is written with. */
export const moneyForColumn = (value: Money): string => {
  const money = toMoney(value);
  if (money === null) throw new RangeError(`Not a money value: ${value}`);
  return money;
};

/**
 * The exact total of a money column (or expression) in SQL, `'0.00'` over no rows, as text so that
 * neither driver turns it into a float. Sums may pass `numeric(14,2)`'s maximum: it is not cast.
 */
export const sumMoneySql = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`round(coalesce(sum(${column}), 0), 2)::text`;

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A total summed by SQL (`numeric` as text, any size, possibly negative: a balance) → the JSON
 * number of a response. A sum of amounts of 2 decimals has 2 decimals at most, so `Number` gives
 * back that decimal exactly up to 15 significant digits (totals up to 10^13).
 */
export function totalForJson(value: string | number): number {
  const text = String(value);
  if (!DECIMAL_TEXT.test(text)) throw new RangeError(`Not a decimal total: ${text}`);
  return Number(text);
}
