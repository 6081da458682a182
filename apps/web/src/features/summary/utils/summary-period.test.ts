import { describe, expect, it } from 'vitest';
import {
  barLabel,
  chartRows,
  isEmptySummary,
  moveSummaryAnchor,
  periodText,
  readSummaryAddress,
  summaryRange,
  writeSummaryAddress,
} from './summary-period';

const labels = (range: ReturnType<typeof summaryRange>, view: 'week' | 'month' | 'year') =>
  chartRows(view, range, {
    incomes: [],
    expenses: [],
    totals: { income: 0, expense: 0, balance: 0 },
  }).map((row) => row.label);

describe('the summary periods (SPEC §4)', () => {
  it('runs a week Monday to Sunday across the turn of the year, labelled Lun 29 … Dom 4', () => {
    const range = summaryRange('week', '2026-01-01');
    expect(range).toEqual({ from: '2025-12-29', to: '2026-01-04', groupBy: 'day' });
    expect(labels(range, 'week')).toEqual([
      'Lun 29',
      'Mar 30',
      'Mié 31',
      'Jue 1',
      'Vie 2',
      'Sáb 3',
      'Dom 4',
    ]);
    expect(periodText('week', range)).toBe('29 dic 2025 – 4 ene 2026');
    // A Sunday belongs to the week that began the Monday before.
    expect(summaryRange('week', '2026-01-04').from).toBe('2025-12-29');
    expect(summaryRange('week', '2026-01-05').from).toBe('2026-01-05');
  });

  it('moves a week, a month and a year one period at a time', () => {
    expect(summaryRange('week', moveSummaryAnchor('week', '2026-01-01', 1)).from).toBe(
      '2026-01-05',
    );
    expect(summaryRange('week', moveSummaryAnchor('week', '2026-01-01', -1))).toEqual({
      from: '2025-12-22',
      to: '2025-12-28',
      groupBy: 'day',
    });
    // 31 January + 1 month is in February (29 days in 2028), not in March.
    expect(moveSummaryAnchor('month', '2028-01-31', 1)).toBe('2028-02-29');
    expect(moveSummaryAnchor('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(moveSummaryAnchor('year', '2028-02-29', 1)).toBe('2029-02-28');
  });

  it('shows a month day by day, labelled with the day number', () => {
    const range = summaryRange('month', '2028-02-10');
    expect(range).toEqual({ from: '2028-02-01', to: '2028-02-29', groupBy: 'day' });
    expect(labels(range, 'month')).toEqual(Array.from({ length: 29 }, (_, i) => String(i + 1)));
    expect(periodText('month', range)).toBe('Febrero 2028');
  });

  it('shows a year month by month with capitalised Spanish names', () => {
    const range = summaryRange('year', '2026-11-24');
    expect(range).toEqual({ from: '2026-01-01', to: '2026-12-31', groupBy: 'month' });
    expect(labels(range, 'year')).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    expect(barLabel('year', '2026-09')).toBe('Septiembre');
  });

  it('puts each period of the answer on its bar, and a missing period at zero', () => {
    const range = summaryRange('week', '2026-11-24');
    const rows = chartRows('week', range, {
      incomes: [{ period: '2026-11-25', totalIncome: 1500.5 }],
      expenses: [
        { period: '2026-11-23', totalExpense: 0 },
        { period: '2026-11-29', totalExpense: 12.34 },
      ],
      totals: { income: 1500.5, expense: 12.34, balance: 1488.16 },
    });
    expect(rows.map((row) => [row.label, row.income, row.expense])).toEqual([
      ['Lun 23', 0, 0],
      ['Mar 24', 0, 0],
      ['Mié 25', 1500.5, 0],
      ['Jue 26', 0, 0],
      ['Vie 27', 0, 0],
      ['Sáb 28', 0, 0],
      ['Dom 29', 0, 12.34],
    ]);
    expect(isEmptySummary(rows)).toBe(false);
    expect(isEmptySummary(rows.map((row) => ({ ...row, income: 0, expense: 0 })))).toBe(true);
  });

  it('keeps the period in the address, leaving the defaults out', () => {
    expect(writeSummaryAddress({ view: 'year', anchor: null }).toString()).toBe('');
    const params = writeSummaryAddress({ view: 'week', anchor: '2026-01-01' });
    expect(params.toString()).toBe('resumen=semanal&fecha=2026-01-01');
    expect(readSummaryAddress(params)).toEqual({ view: 'week', anchor: '2026-01-01' });
    expect(readSummaryAddress(new URLSearchParams('resumen=diario&fecha=2026-02-30'))).toEqual({
      view: 'year',
      anchor: null,
    });
  });
});
