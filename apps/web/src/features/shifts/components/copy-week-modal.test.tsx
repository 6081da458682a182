import { nextWeeksResponseSchema } from '@app/contract/shifts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CopyWeekModal } from './copy-week-modal';

const week = (startOfWeek: string, number: number) => ({
  startOfWeek,
  endOfWeek: startOfWeek,
  week: number,
  label: `Semana ${number}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('Copiar Turnos', () => {
  it('never offers the week on screen as the destination', async () => {
    stubApi({
      'GET /api/shifts/next-weeks': () =>
        answer(nextWeeksResponseSchema, {
          success: true,
          data: [week('2026-11-30', 49), week('2026-12-07', 50), week('2026-12-14', 51)],
        }),
    });
    renderWithProviders(<CopyWeekModal fromWeek="2026-12-07" onClose={() => undefined} />);
    const select = screen.getByLabelText(/^Semana de destino/);
    await within(select).findByRole('option', { name: 'Semana 49' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona una semana', 'Semana 49', 'Semana 51']);
  });
});
