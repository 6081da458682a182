import { describe, expect, it } from 'vitest';
import { reportFileName, REPORT_TEXTS } from './expense-report';

describe('the report texts', () => {
  it('names the file by date and says the row limit in Spanish', () => {
    expect(reportFileName('2026-11-24')).toBe('Reporte-Gastos-2026-11-24.pdf');
    expect(REPORT_TEXTS.tooManyRows).toContain('20.000');
  });
});
