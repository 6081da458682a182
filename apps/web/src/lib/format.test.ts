import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatHours,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignedHours,
  formatWholeMoney,
  readAmountText,
} from './format';
import { companyNumberStyle, setCompanyNumberStyle } from './number-style';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

afterEach(() => setCompanyNumberStyle({ currency: 'USD', numberFormat: 'en-US' }));

describe('figures in the company style', () => {
  it('writes USD in en-US until the server says otherwise (SPEC §9)', () => {
    expect(companyNumberStyle()).toEqual({ currency: 'USD', numberFormat: 'en-US' });
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('999999999999.99')).toBe('$999,999,999,999.99');
    expect(formatMoney(0.1)).toBe('$0.10');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatWholeMoney(1234.4)).toBe('$1,234');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatPercent(0.125)).toBe('12.5%');
  });

  it('follows the style the server hands over, at once on every formatter', () => {
    setCompanyNumberStyle({ currency: 'EUR', numberFormat: 'es-ES' });
    expect(formatMoney(1234.56)).toBe(nbsp('1.234,56 €'));
    expect(formatMoney('-20')).toBe(nbsp('-20,00 €'));
    expect(formatWholeMoney(1234.4)).toBe(nbsp('1.234 €'));
    expect(formatAmount('1000')).toBe('1.000,00');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatPercent(0.125)).toBe(nbsp('12,5 %'));
    expect(formatHours(1234.5)).toBe('1.234 h 30 min');
  });
});

describe('hours as people read them', () => {
  it('writes hours and minutes, and zero one way', () => {
    expect(formatHours(7.25)).toBe('7 h 15 min');
    expect(formatHours(0.32)).toBe('19 min');
    expect(formatHours(8)).toBe('8 h');
    expect(formatHours(0)).toBe('0 min');
    expect(formatHours(0.004)).toBe('0 min');
    expect(formatHours(7.999)).toBe('8 h');
    expect(formatHours(1 / 3)).toBe('20 min');
    expect(formatHours(-1.25)).toBe('-1 h 15 min');
    expect(formatHours(Number.NaN)).toBe('—');
  });

  it('signs a difference', () => {
    expect(formatSignedHours(0.5)).toBe('+30 min');
    expect(formatSignedHours(-0.25)).toBe('-15 min');
    expect(formatSignedHours(0)).toBe('0 min');
    expect(formatSignedHours(0.001)).toBe('0 min');
  });
});

describe('amount text', () => {
  it('reads 23,50 and 23.50 alike, and 1,234 the company way', () => {
    expect(readAmountText('23,50')).toEqual({ ok: true, money: '23.50' });
    expect(readAmountText('23.50')).toEqual({ ok: true, money: '23.50' });
    expect(readAmountText('1,234')).toEqual({ ok: true, money: '1234.00' });
    expect(readAmountText('1,2,3')).toEqual({ ok: false, reason: 'malformed' });
    setCompanyNumberStyle({ currency: 'EUR', numberFormat: 'es-ES' });
    expect(readAmountText('1,234')).toEqual({ ok: false, reason: 'decimals' });
    expect(readAmountText('1.234')).toEqual({ ok: true, money: '1234.00' });
  });
});
