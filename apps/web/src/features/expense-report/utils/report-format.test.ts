import { describe, expect, it } from 'vitest';
import { formatPercentage, formatReportAmount, formatReportMoney } from './report-format';

describe('report figures in Spanish (SPEC §9)', () => {
  it('writes 2 decimals with a comma and groups thousands with a point, from 1.000 on', () => {
    expect(formatReportAmount(1234.56)).toBe('1.234,56');
    expect(formatReportAmount(1000)).toBe('1.000,00');
    expect(formatReportAmount(999.5)).toBe('999,50');
    expect(formatReportAmount(1234567.8)).toBe('1.234.567,80');
    expect(formatReportAmount(0)).toBe('0,00');
    expect(formatReportMoney(1234.56)).toBe('$1.234,56');
    expect(formatReportMoney(-20)).toBe('-$20,00');
    expect(formatPercentage(12.5)).toBe('12,50 %');
  });
});
