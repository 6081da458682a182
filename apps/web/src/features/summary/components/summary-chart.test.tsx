import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartRows, summaryRange } from '../utils/summary-period';
import { formatWholeMoney } from '../../../lib/format';
import SummaryChart, { barShape, minBarHeight } from './summary-chart';

const WEEK = summaryRange('week', '2026-11-24');

/** A week with one large income, one tiny expense and zeros everywhere else. */
const rows = chartRows('week', WEEK, {
  incomes: WEEK.from === '2026-11-23' ? [{ period: '2026-11-25', totalIncome: 250_000 }] : [],
  expenses: [{ period: '2026-11-26', totalExpense: 0.01 }],
  totals: { income: 250_000, expense: 0.01, balance: 249_999.99 },
});

/** The height of a drawn bar, read from its path (`M x,y … v height` or the rounded form). */
function barBox(path: Element) {
  const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return Math.max(...ys) - Math.min(...ys);
}

describe('the summary bars', () => {
  it('draws a zero as nothing and any other figure at least 3 px high', () => {
    expect(minBarHeight(0)).toBe(0);
    expect(minBarHeight(null)).toBe(0);
    expect(minBarHeight(0.01)).toBe(3);
    const { container } = render(
      <SummaryChart rows={rows} view="week" size={{ width: 800, height: 420 }} />,
    );
    const bars = [...container.querySelectorAll('path.summary-bar')];
    // 7 days × 2 series, only two figures are not zero.
    expect(bars).toHaveLength(2);
    expect(container.querySelectorAll('[data-zero-bar]')).toHaveLength(12);
    const [income, expense] = bars.map((bar) => ({
      fill: bar.getAttribute('fill'),
      height: barBox(bar),
    }));
    expect(income!.fill).toBe('#16a34a');
    expect(expense!.fill).toBe('#dc2626');
    expect(income!.height).toBeGreaterThan(300);
    // One cent next to 250,000 would be far below a pixel: it is lifted to 3 px.
    expect(expense!.height).toBeGreaterThanOrEqual(3);
  });

  it('labels the week days and writes the axis in whole dollars from 0', () => {
    const { container } = render(
      <SummaryChart rows={rows} view="week" size={{ width: 800, height: 420 }} />,
    );
    const ticks = [
      ...container.querySelectorAll(
        '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
      ),
    ];
    expect(ticks.map((tick) => tick.textContent)).toEqual([
      'Lun 23',
      'Mar 24',
      'Mié 25',
      'Jue 26',
      'Vie 27',
      'Sáb 28',
      'Dom 29',
    ]);
    const values = [
      ...container.querySelectorAll(
        '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
      ),
    ].map((tick) => tick.textContent);
    expect(values[0]).toBe('$0');
    expect(values.every((value) => /^\$\d{1,3}(,\d{3})*$/.test(value ?? ''))).toBe(true);
    expect(formatWholeMoney(1234.4)).toBe('$1,234');
    // The legend names Ingresos first, as the bars stand.
    expect(
      [...container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent),
    ).toEqual(['Ingresos', 'Egresos']);
  });

  it('does not draw a zero even when handed one', () => {
    const zero = barShape({ value: 0, x: 0, y: 0, width: 10, height: 3, fill: 'red' } as never);
    expect(zero.props).toEqual({ 'data-zero-bar': '' });
  });
});
