import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromCents,
  moneyInputSchema,
  moneyMessages,
  moneySchema,
  moneyToNumber,
  sumMoney,
  toCents,
  toMoney,
} from './money';

const issues = (value: unknown) => {
  const result = moneyInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('money', () => {
  it('reads numbers and numeric strings into two-decimal strings', () => {
    expect(moneyInputSchema.parse(1234.5)).toBe('1234.50');
    expect(moneyInputSchema.parse('1234.5')).toBe('1234.50');
    expect(moneyInputSchema.parse(1234567.89)).toBe('1234567.89');
    expect(moneyInputSchema.parse('0.1')).toBe('0.10');
    expect(moneyInputSchema.parse('.5')).toBe('0.50');
    expect(moneyInputSchema.parse(999999999999.99)).toBe('999999999999.99');
    expect(moneyInputSchema.parse('999999999999.99')).toBe('999999999999.99');
  });

  it('refuses more than two decimals instead of rounding them through a float', () => {
    expect(issues(12.345)).toEqual([moneyMessages.decimals]);
    expect(issues('12.345')).toEqual([moneyMessages.decimals]);
    // 1.005 * 100 is 100.49999999999999 as a float: rounding would silently give 1.00.
    expect(issues(1.005)).toEqual([moneyMessages.decimals]);
    expect(issues(0.1 + 0.2)).toEqual([moneyMessages.decimals]);
  });

  it('refuses zero, negatives, too large amounts and anything that is not a plain number', () => {
    expect(issues(0)).toEqual([moneyMessages.positive]);
    expect(issues('-5')).toEqual([moneyMessages.positive]);
    expect(issues(1_000_000_000_000)).toEqual([moneyMessages.max]);
    expect(issues('1000000000000.00')).toEqual([moneyMessages.max]);
    for (const bad of ['', ' ', '.', '1,234.50', '1e3', '0x10', '+5', 'abc', '1.2.3'])
      expect(issues(bad), bad).toEqual([moneyMessages.invalid]);
    expect(issues(1e21)).toEqual([moneyMessages.invalid]);
    expect(issues(Number.NaN)).toEqual([moneyMessages.invalid]);
    expect(issues(Number.POSITIVE_INFINITY)).toEqual([moneyMessages.invalid]);
    expect(issues(null)).toEqual([moneyMessages.invalid]);
    expect(issues(true)).toEqual([moneyMessages.invalid]);
  });

  it('sums in cents: 0.1 + 0.2 is 0.30, not 0.30000000000000004', () => {
    expect(sumMoney([0.1, 0.2])).toBe('0.30');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['999999999999.99', '999999999999.99'])).toBe('1999999999999.98');
    expect(sumMoney(['-1.50', '1.25'])).toBe('-0.25');
  });

  it('sums random amounts exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 99_999_999_999_999n })), (cents) => {
        const exact = cents.reduce((total, value) => total + value, 0n);
        expect(sumMoney(cents.map(fromCents))).toBe(fromCents(exact));
        expect(sumMoney(cents.map((value) => moneyToNumber(fromCents(value))))).toBe(
          fromCents(exact),
        );
      }),
    );
  });

  it('goes to and from JSON numbers without losing a cent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n }), (cents) => {
        const money = fromCents(cents);
        const number = moneyToNumber(money);
        expect(moneySchema.safeParse(number).success).toBe(true);
        expect(toMoney(number)).toBe(money);
        expect(toCents(number)).toBe(cents);
      }),
    );
    expect(moneyToNumber('1234.50')).toBe(1234.5);
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(toMoney('abc')).toBeNull();
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(moneySchema.safeParse(12.345).success).toBe(false);
  });
});
