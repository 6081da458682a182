import type { GetShiftsResponse } from '@app/contract/shifts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { periodOf } from '../utils/period';
import { CalendarBody } from './calendar-body';

const day = {
  view: 'day',
  day: '2026-11-25',
  success: true,
  holidays: [],
  shifts: [
    { id: 1, name: 'Alba Arias', hours: [], absences: [] },
    { id: 2, name: 'Bea Bravo', hours: [], absences: [] },
  ],
} satisfies GetShiftsResponse;

const renderBody = (data: GetShiftsResponse) =>
  render(
    <CalendarBody
      period={periodOf('day', '2026-11-25')}
      data={data}
      isPending={false}
      isError={false}
      onRetry={vi.fn()}
      today="2026-11-25"
      actions={null}
      onOpenDay={vi.fn()}
      anchor="2026-11-23"
      onShowDay={vi.fn()}
    />,
  );

describe('CalendarBody', () => {
  it('says the rest of a large team is on its way while its first rows show', async () => {
    renderBody({ ...day, usersTotal: 500 });
    expect(await screen.findByText('Alba Arias')).toBeTruthy();
    expect(
      screen.getByRole('status', { name: 'Cargando el resto del equipo: 2 de 500 usuarios' }),
    ).toBeTruthy();
  });

  it('says nothing more once the calendar is whole', async () => {
    renderBody(day);
    expect(await screen.findByText('Bea Bravo')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
