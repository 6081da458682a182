import { describe, expect, it } from 'vitest';
import { formatReportAmount, reportFileName, REPORT_TEXTS } from './expense-report';

describe('formatReportAmount', () => {
  it.each([
    ['1234.56', '1.234,56'],
    [1234.5, '1.234,50'],
    ['0.1', '0,10'],
    [0, '0,00'],
    ['999.99', '999,99'],
    ['1000', '1.000,00'],
    ['999999999999.99', '999.999.999.999,99'],
    ['-84.61', '-84,61'],
    ['12.345', '12,35'],
    ['0.995', '1,00'],
  ])('%s → %s', (value, text) => {
    expect(formatReportAmount(value)).toBe(text);
  });
});

describe('the report texts', () => {
  it('names the file by date and says the row limit in Spanish', () => {
    expect(reportFileName('2026-11-24')).toBe('Reporte-Gastos-2026-11-24.pdf');
    expect(REPORT_TEXTS.tooManyRows).toContain('20.000');
  });
});
