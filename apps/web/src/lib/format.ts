import { moneyToNumber, toMoney, type Money } from '@app/contract/money';

/**
 * Money as the finance screens show and read it (SPEC §9: USD in en-US format). Amounts are
 * formatted from their exact decimal text and read back without passing through float arithmetic
 * (the contract's `money.ts`). Dates and times are shown by `company-time.ts`.
 */

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const groupedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `1234.5` or `'1234.50'` → `$1,234.50` (SPEC §9: USD in en-US format); anything else → '—'. */
export function formatMoney(value: number | string | null | undefined): string {
  const money = value === null || value === undefined ? null : toMoney(value);
  // Intl formats a numeric string as the exact decimal it spells.
  return money === null ? '—' : moneyFormat.format(money as `${number}`);
}

/** `1234.5` → `1,234.5`: thousands separators, at most two decimals, no currency sign. */
export function formatAmount(value: number): string {
  return groupedNumber.format(value);
}

/** Grouping commas only where en-US puts them: '1,234,567.8', '1234567.8', not '12,34'. */
const AMOUNT_TEXT = /^-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?$/;

/**
 * `'$1,234.56'` → `'1234.56'`: typed or pasted amount text to the exact decimal string; blank or
 * unreadable text, misplaced commas and more than two decimals (`'12.345'`) → `null`, never rounded.
 */
export function parseMoneyText(text: string): Money | null {
  const cleaned = text.replace(/[\s$]/g, '');
  if (!AMOUNT_TEXT.test(cleaned)) return null;
  return toMoney(cleaned.replaceAll(',', ''));
}

/** `'1,234.56'` → `1234.56` (the JSON number of the API); `null` as `parseMoneyText` says. */
export function parseAmount(text: string): number | null {
  const money = parseMoneyText(text);
  return money === null ? null : moneyToNumber(money);
}
