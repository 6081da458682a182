import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showSliceLabel } from '../utils/breakdown';
import BreakdownDoughnut from './breakdown-doughnut';

describe('the breakdown doughnut', () => {
  it('labels only the slices of at least 5 % of the total', () => {
    const rows = [
      { id: 1, name: 'Oficina', total: 900, count: 9, percentage: 90 },
      { id: 2, name: 'Viajes', total: 50, count: 1, percentage: 5 },
      { id: 3, name: 'Cafetería', total: 49.9, count: 2, percentage: 4.99 },
      { id: 4, name: 'Sin gastos', total: 0, count: 0, percentage: 0 },
    ];
    expect(rows.map(showSliceLabel)).toEqual([true, true, false, false]);
    const { container } = render(
      <BreakdownDoughnut rows={rows} size={{ width: 240, height: 240 }} />,
    );
    // Three slices drawn (a zero draws none), two of them labelled.
    expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(3);
    expect(
      [...container.querySelectorAll('.breakdown-label')].map((label) => label.textContent),
    ).toEqual(['90.0%', '5.0%']);
  });

  it('writes the share of a single slice in the hole of the ring', () => {
    const { container } = render(
      <BreakdownDoughnut
        rows={[{ id: 1, name: 'Oficina', total: 10, count: 1, percentage: 100 }]}
        size={{ width: 200, height: 200 }}
      />,
    );
    const label = container.querySelector('.breakdown-label')!;
    expect(label.textContent).toBe('100.0%');
    expect([label.getAttribute('x'), label.getAttribute('y')]).toEqual(['100', '100']);
  });
});
