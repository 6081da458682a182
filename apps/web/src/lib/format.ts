import { minutesText, signedMinutesText } from '@app/contract/hours-text';
import { moneyTextMessage, readMoneyText, type MoneyTextReading } from '@app/contract/money-text';
import { numberFormatters, type NumberFormatters } from '@app/contract/number-format';
import { companyNumberStyle, numberStyleVersion } from './number-style';

/**
 * Every figure a screen shows, one formatter per meaning, in the company's style (APP_CURRENCY,
 * APP_NUMBER_FORMAT, learnt with the signed-in user: `number-style.ts`). The formatters are the
 * contract's (`number-format.ts`, the PDF writes with the same), built once per style and picked
 * again only when the style changes. Dates and times are shown by `company-time.ts`.
 */

let current: { version: number; formatters: NumberFormatters } | null = null;

function formatters(): NumberFormatters {
  const version = numberStyleVersion();
  if (current?.version !== version) {
    current = { version, formatters: numberFormatters(companyNumberStyle()) };
  }
  return current.formatters;
}

/** `1234.5` or `'1234.50'` → `$1,234.50` (en-US, USD) or `1.234,50 €` (es-ES, EUR); else '—'. */
export function formatMoney(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '—' : formatters().money(value);
}

/** Money without cents, for a chart's axis: `$1,234`, `1.234 €`. */
export const formatWholeMoney = (value: number) => formatters().wholeMoney(value);

/** An amount with 2 decimals and no sign, as an amount field shows it: `1,234.50`, `1.234,50`. */
export const formatAmount = (value: number | string) => formatters().amount(value);

/** A count: `1,234`, `1.234`. */
export const formatCount = (value: number) => formatters().count(value);

/** A plain number with at most 2 decimals: `1,234.5`, `1.234,5`. */
export const formatNumber = (value: number) => formatters().number(value);

/** A share of 1 with one decimal: `0.125` → `12.5%`, `12,5 %`. */
export const formatPercent = (share: number) => formatters().percent(share);

/** A file's size: `512 B`, `2 KB`, `1.5 MB` or `1,5 MB` (at most one decimal); '' when unknown. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  const tenths = (value: number) => formatNumber(Math.round(value * 10) / 10);
  if (bytes < 1024 * 1024) return `${tenths(bytes / 1024)} KB`;
  return `${tenths(bytes / (1024 * 1024))} MB`;
}

/** The company currency's sign and whether it goes before the number (`$`) or after (`€`). */
export const currencySign = () => formatters().currencySign;

/**
 * Hours as people read them (issue 24): `7.25` → `7 h 15 min`, `0.32` → `19 min`, `8` → `8 h`,
 * and zero always `0 min`; rounded to the minute, a negative one with '-'. Exports keep decimal
 * hours (the CSV and Excel files), not this.
 */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours)) return '—';
  return minutesText(Math.round(hours * 60), formatCount);
}

/** A difference of hours with its sign: `+30 min`, `-1 h 15 min`, `0 min`. */
export function formatSignedHours(hours: number): string {
  if (!Number.isFinite(hours)) return '—';
  return signedMinutesText(Math.round(hours * 60), formatCount);
}

/**
 * Typed amount text → its exact decimal (`'23,50'` → `'23.50'`), read by the contract's rule with
 * the company's style deciding `1,234` (`money-text.ts`).
 */
export const readAmountText = (text: string): MoneyTextReading =>
  readMoneyText(text, companyNumberStyle().numberFormat);

/** What an amount field says when its text cannot be read (Spanish). */
export const amountTextMessage = (reason: Exclude<MoneyTextReading, { ok: true }>['reason']) =>
  moneyTextMessage(reason, companyNumberStyle().numberFormat);
