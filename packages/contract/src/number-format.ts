import type { NumberStyle } from './number-style';

/**
 * One formatter per meaning, in the company's style (`APP_CURRENCY`, `APP_NUMBER_FORMAT`): the
 * screens (apps/web/src/lib/format.ts) and the expense report's PDF write every figure with these,
 * so one setting gives one way of writing numbers everywhere (issue 24). Built once per style.
 *
 * Thousands are grouped from 1 000 on in every style (`1.234,56 €`: the 'es' locale alone would
 * leave 4-digit numbers ungrouped, and a list would mix `1234,56` with `12.345,67`).
 */
export type NumberFormatters = {
  /** `$1,234.56` (en-US, USD), `1.234,56 €` (es-ES, EUR); '—' when it is not an amount. */
  money: (value: number | string) => string;
  /** Money without cents, for a chart's axis: `$1,235`, `1.235 €`. */
  wholeMoney: (value: number) => string;
  /** An amount with exactly 2 decimals and no currency sign: `1,234.50`, `1.234,50`. */
  amount: (value: number | string) => string;
  /** A count: `1,234`, `1.234`. */
  count: (value: number) => string;
  /** A plain number with at most 2 decimals: `1,234.5`, `1.234,5`. */
  number: (value: number) => string;
  /** A share (`0.125` of 1) with one decimal: `12.5%`, `12,5 %`. */
  percent: (share: number) => string;
  /** The currency sign and on which side of the number the style writes it (`$` before, `€` after). */
  currencySign: { symbol: string; before: boolean };
};

const cache = new Map<string, NumberFormatters>();

/**
 * What Intl formats exactly as written: a finite number, or a decimal text (`'1234.565'`, read
 * without a float and rounded half away from zero as PostgreSQL's round()); otherwise null.
 */
function exact(value: number | string): number | `${number}` | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return /^-?\d+(?:\.\d+)?$/.test(text) ? (text as `${number}`) : null;
}

function build({ currency, numberFormat: locale }: NumberStyle): NumberFormatters {
  const grouping = { useGrouping: 'always', signDisplay: 'negative' } as const;
  const money = new Intl.NumberFormat(locale, { ...grouping, style: 'currency', currency });
  const wholeMoney = new Intl.NumberFormat(locale, {
    ...grouping,
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const amount = new Intl.NumberFormat(locale, {
    ...grouping,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const count = new Intl.NumberFormat(locale, { ...grouping, maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(locale, { ...grouping, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    ...grouping,
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const parts = money.formatToParts(1);
  const signAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return {
    money: (value) => {
      const text = exact(value);
      return text === null ? '—' : money.format(text);
    },
    wholeMoney: (value) => (Number.isFinite(value) ? wholeMoney.format(value) : '—'),
    amount: (value) => {
      const text = exact(value);
      return text === null ? '—' : amount.format(text);
    },
    count: (value) => (Number.isFinite(value) ? count.format(value) : '—'),
    number: (value) => (Number.isFinite(value) ? number.format(value) : '—'),
    percent: (share) => (Number.isFinite(share) ? percent.format(share) : '—'),
    currencySign: { symbol: parts[signAt]?.value ?? currency, before: signAt < numberAt },
  };
}

/** The formatters of a style, built the first time it is asked for. */
export function numberFormatters(style: NumberStyle): NumberFormatters {
  const key = `${style.currency} ${style.numberFormat}`;
  let formatters = cache.get(key);
  if (!formatters) {
    formatters = build(style);
    cache.set(key, formatters);
  }
  return formatters;
}
