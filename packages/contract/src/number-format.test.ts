import { describe, expect, it } from 'vitest';
import { numberFormatters } from './number-format';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('one formatter per meaning, in the company style', () => {
  it('writes en-US with USD (the default, SPEC §9)', () => {
    const f = numberFormatters({ currency: 'USD', numberFormat: 'en-US' });
    expect(f.money(1234.56)).toBe('$1,234.56');
    expect(f.money('1234567.8')).toBe('$1,234,567.80');
    expect(f.money('999999999999.99')).toBe('$999,999,999,999.99');
    expect(f.money(-20)).toBe('-$20.00');
    expect(f.money(-0.001)).toBe('$0.00');
    expect(f.money('abc')).toBe('—');
    expect(f.wholeMoney(1234.4)).toBe('$1,234');
    expect(f.amount('1234.565')).toBe('1,234.57');
    expect(f.amount(0)).toBe('0.00');
    expect(f.count(1234)).toBe('1,234');
    expect(f.number(1234.5)).toBe('1,234.5');
    expect(f.percent(0.125)).toBe('12.5%');
    expect(f.percent(0.6542)).toBe('65.4%');
    expect(f.currencySign).toEqual({ symbol: '$', before: true });
  });

  it('writes es-ES with EUR as 1.234,56 €, grouping 4-digit numbers too', () => {
    const f = numberFormatters({ currency: 'EUR', numberFormat: 'es-ES' });
    expect(f.money(1234.56)).toBe(nbsp('1.234,56 €'));
    expect(f.money('999.5')).toBe(nbsp('999,50 €'));
    expect(f.wholeMoney(1234.4)).toBe(nbsp('1.234 €'));
    expect(f.amount('1000')).toBe('1.000,00');
    expect(f.amount('12.345')).toBe('12,35');
    expect(f.count(1234)).toBe('1.234');
    expect(f.number(1234.5)).toBe('1.234,5');
    expect(f.percent(0.125)).toBe(nbsp('12,5 %'));
    expect(f.currencySign).toEqual({ symbol: '€', before: false });
  });

  it('writes whatever Intl gives for other pairs', () => {
    expect(numberFormatters({ currency: 'EUR', numberFormat: 'en-US' }).money(1234.5)).toBe(
      '€1,234.50',
    );
    expect(numberFormatters({ currency: 'USD', numberFormat: 'es-ES' }).money(1234.5)).toBe(
      nbsp('1.234,50 US$'),
    );
  });

  it('builds the formatters of a style once', () => {
    const style = { currency: 'MXN', numberFormat: 'es-ES' } as const;
    expect(numberFormatters(style)).toBe(numberFormatters({ ...style }));
  });
});
