import type { GetShiftsResponse, WeekRow } from '@app/contract/shifts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { weekDates } from '../../../lib/calendar';
import { periodOf, type ShiftsPeriod } from '../utils/period';
import { shiftMessages as text } from '../shifts-messages';
import { CalendarBody } from './calendar-body';

const MONDAY = '2026-12-07';
const HOLIDAY = { date: '2026-12-08', name: 'Inmaculada Concepción' };

const weekRow = (id: number, name: string, absences: WeekRow['absences']): WeekRow => ({
  id,
  name,
  totalHours: [{ sum: { hours: 0 } }],
  days: weekDates(MONDAY).map((date, index) => ({
    id: id * 10 + index,
    calendarDate: { date },
    Shifts: [],
  })),
  absences,
});

const renderBody = (period: ShiftsPeriod, data: GetShiftsResponse) =>
  render(
    <CalendarBody
      period={period}
      data={data}
      isPending={false}
      isError={false}
      onRetry={vi.fn()}
      today="2026-12-01"
      actions={null}
      onOpenDay={vi.fn()}
      anchor={MONDAY}
      onShowDay={vi.fn()}
    />,
  );

describe('absences and holidays in the calendars', () => {
  it("shows a week's approved and pending absences in their user's row, and its holiday", async () => {
    renderBody(periodOf('week', MONDAY), {
      success: true,
      view: 'week',
      startofweek: MONDAY,
      holidays: [HOLIDAY],
      shifts: [
        weekRow(1, 'Alba Arias', [
          { date: '2026-12-09', type: 'vacation', status: 'approved' },
          { date: '2026-12-10', type: 'vacation', status: 'approved' },
        ]),
        weekRow(2, 'Bea Bravo', [{ date: '2026-12-11', type: 'sick', status: 'pending' }]),
        weekRow(3, 'Carla Cano', []),
      ],
    });
    const alba = (await screen.findByText('Alba Arias')).closest('[role=row]') as HTMLElement;
    const albaCells = within(alba).getAllByRole('cell');
    expect(albaCells.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      'Vacaciones',
      'Vacaciones',
      '',
      '',
      '',
    ]);
    const bea = screen.getByText('Bea Bravo').closest('[role=row]') as HTMLElement;
    const beaFriday = within(bea).getAllByRole('cell')[4]!;
    expect(beaFriday.textContent).toBe('Enfermedad (pendiente de aprobar)Pendiente');
    const carla = screen.getByText('Carla Cano').closest('[role=row]') as HTMLElement;
    expect(within(carla).queryByText(/Vacaciones|Enfermedad/)).toBeNull();

    expect(
      screen.getByRole('columnheader', {
        name: 'Martes 08/12/2026, Festivo: Inmaculada Concepción',
      }),
    ).toBeTruthy();
  });

  it('says a day is a holiday and shows the absence beside its user', async () => {
    renderBody(periodOf('day', HOLIDAY.date), {
      success: true,
      view: 'day',
      day: HOLIDAY.date,
      holidays: [HOLIDAY],
      shifts: [
        {
          id: 1,
          name: 'Alba Arias',
          hours: [],
          absences: [{ date: HOLIDAY.date, type: 'personal', status: 'approved' }],
        },
      ],
    });
    expect(await screen.findByText('Festivo: Inmaculada Concepción')).toBeTruthy();
    const header = screen.getByRole('rowheader');
    expect(header.textContent).toContain('Permiso');
  });

  it('lists who is away on a month day, then how many more', async () => {
    const away = ['Alba Arias', 'Bea Bravo', 'Carla Cano', 'Dani Díaz'].map((userName, index) => ({
      date: '2026-12-09',
      type: 'vacation' as const,
      status: index === 1 ? ('pending' as const) : ('approved' as const),
      userId: index + 1,
      userName,
    }));
    renderBody(periodOf('month', '2026-12-09'), {
      success: true,
      view: 'month',
      month: 12,
      year: 2026,
      shifts: [],
      absences: away,
      holidays: [HOLIDAY],
    });
    expect(await screen.findByText('Festivo: Inmaculada Concepción')).toBeTruthy();
    const day = screen.getByText('Alba Arias ·', { exact: false }).closest('[role=cell]')!;
    expect(day.textContent).toContain('Bea Bravo · Vacaciones (pendiente de aprobar)Pendiente');
    expect(day.textContent).not.toContain('Carla Cano');
    expect(within(day as HTMLElement).getByText(text.absence.more(2))).toBeTruthy();
  });
});

describe('what copy and create say about skipped absence days', () => {
  it('names the skips by their reason', () => {
    expect(text.copy.result(5, 1)).toBe('5 turnos copiados, 1 omitido por solapamiento');
    expect(text.copy.result(5, 3, 2)).toBe(
      '5 turnos copiados, 1 omitido por solapamiento, 2 omitidos por ausencia aprobada',
    );
    expect(text.copy.result(4, 1, 1)).toBe('4 turnos copiados, 1 omitido por ausencia aprobada');
    expect(text.absence.skippedDays(3)).toBe('Se omitieron 3 días con una ausencia aprobada');
  });
});
