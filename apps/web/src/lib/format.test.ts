import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseAmount, parseMoneyText } from './format';

describe('money text', () => {
  it('reads typed amounts back exactly', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount('1,234,567.89')).toBe(1234567.89);
    expect(parseAmount('$1,234.56')).toBe(1234.56);
    expect(parseAmount('0.1')).toBe(0.1);
    expect(parseAmount('980.')).toBe(980);
    expect(parseMoneyText('1,234.5')).toBe('1234.50');
    expect(parseMoneyText('999,999,999,999.99')).toBe('999999999999.99');
  });

  it('refuses more than two decimals instead of rounding them', () => {
    // Math.round(x * 100) / 100 gave 12.35 and 1 (1.005 * 100 is 100.49999999999999).
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount(String(0.1 + 0.2))).toBeNull();
  });

  it('gives null for blank, unreadable or misplaced-comma text', () => {
    for (const text of ['', ' ', '.', '-', 'abc', '12,34', '1,2345', '1.2.3', '1e3', '--1'])
      expect(parseAmount(text), text).toBeNull();
  });

  it('formats USD in en-US from the exact decimal', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('999999999999.99')).toBe('$999,999,999,999.99');
    expect(formatMoney(0.1)).toBe('$0.10');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatAmount(1234.5)).toBe('1,234.5');
  });
});
