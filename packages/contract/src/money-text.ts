import { REQUIRED } from './common';
import { moneyMessages, toMoney, type Money } from './money';
import { separatorsOf, type NumberFormatName } from './number-style';

/**
 * An amount as a person types or pastes it, in either way of writing numbers: `23,50`, `23.50`,
 * `1.234,56`, `1,234.56`, `1234,5`, `$ 1,234.56`, `1.234,56 €`. Read into the exact decimal
 * (`'1234.56'`) without a float, or refused with the reason, never guessed (issue 24: `23,50` was
 * once saved as 2,350.00).
 *
 * The rule (docs/decisions/076-amounts-typed-either-way.md):
 * - With both `.` and `,`, the one written last, once, is the decimal separator and the other
 *   groups thousands (`1.234,56`, `1,234.56`).
 * - One kind written several times groups thousands (`1.234.567`, `1,234,567`).
 * - One separator written once is the decimal separator (`23,50`, `1234,5`, `0.5`), except when it
 *   is followed by exactly three digits after a first group of one to three digits (`1,234`,
 *   `12.500`): that could be either, and it is read the company's way (`APP_NUMBER_FORMAT`): the
 *   company's thousands separator groups (`1,234` is 1234 in en-US, `12.500` is 12500 in es-ES);
 *   the company's decimal separator gives three decimals, which an amount never has, so the text
 *   is refused instead of being taken a thousand times too large.
 * - Groups are one to three digits and then exactly three (`1,2,3` and `12,345,6` are refused).
 */

export type MoneyTextRefusal = 'empty' | 'malformed' | 'decimals' | 'max';
export type MoneyTextReading = { ok: true; money: Money } | { ok: false; reason: MoneyTextRefusal };

/** A currency sign or code at either end (`$`, `US$`, `MX$`, `€`, `EUR`), with its spaces. */
const CURRENCY_AFFIX =
  /^(?:[A-Z]{1,3}\s*)?(?:\p{Sc}\s*)?|\s*(?:[A-Z]{0,3}\p{Sc})?(?:\s*[A-Z]{3})?$/giu;
const BODY = /^(-?)([\d.,]+)$/;
/** The first group of a grouped number: `1`, `12`, `123`, never `0` nor `012`. */
const FIRST_GROUP = /^[1-9]\d{0,2}$/;

/** `'1.234.567'` with `.` grouping → `'1234567'`, or null when a group is not three digits. */
function ungroup(whole: string, group: string): string | null {
  const parts = whole.split(group);
  if (parts.length === 1) return whole;
  const [first = '', ...rest] = parts;
  if (!FIRST_GROUP.test(first) || rest.some((part) => !/^\d{3}$/.test(part))) return null;
  return parts.join('');
}

function split(body: string, numberFormat: NumberFormatName): [string, string] | null {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return [body, ''];

  if (lastDot !== -1 && lastComma !== -1) {
    // Both: the last one written is the decimal separator, and it is written once.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const at = body.indexOf(decimal);
    if (at !== body.lastIndexOf(decimal)) return null;
    const whole = ungroup(body.slice(0, at), group);
    return whole === null ? null : [whole, body.slice(at + 1)];
  }

  const separator = lastDot !== -1 ? '.' : ',';
  const parts = body.split(separator);
  if (parts.length > 2) {
    const whole = ungroup(body, separator);
    return whole === null ? null : [whole, ''];
  }
  const [before = '', after = ''] = parts;
  const couldGroup = FIRST_GROUP.test(before) && /^\d{3}$/.test(after);
  if (couldGroup && separator === separatorsOf(numberFormat).group) return [before + after, ''];
  return [before, after];
}

/**
 * Typed amount text → its exact decimal (`'1234.56'`), read as the rule above says; the sign is
 * kept (`'-5'` → `'-5.00'`), the form refuses what is not above 0.
 */
export function readMoneyText(text: string, numberFormat: NumberFormatName): MoneyTextReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = BODY.exec(trimmed.replace(CURRENCY_AFFIX, ''));
  if (!match) return { ok: false, reason: 'malformed' };
  const [, sign = '', body = ''] = match;
  const parts = split(body, numberFormat);
  if (parts === null) return { ok: false, reason: 'malformed' };
  const [whole, fraction] = parts;
  if (whole === '' && fraction === '') return { ok: false, reason: 'malformed' };
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return { ok: false, reason: 'malformed' };
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const money = toMoney(`${sign}${whole || '0'}.${fraction || '0'}`);
  if (money === null) return { ok: false, reason: 'max' };
  return { ok: true, money };
}

/** What a form says under an amount it cannot read (Spanish, with the company's own example). */
export function moneyTextMessage(reason: MoneyTextRefusal, numberFormat: NumberFormatName): string {
  const { decimal, group } = separatorsOf(numberFormat);
  switch (reason) {
    case 'empty':
      return REQUIRED;
    case 'malformed':
      return `Monto inválido: escríbelo como 1234${decimal}56 o 1${group}234${decimal}56`;
    case 'decimals':
      return moneyMessages.decimals;
    case 'max':
      return moneyMessages.max;
  }
}
