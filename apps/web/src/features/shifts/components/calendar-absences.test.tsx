import type { GetShiftsResponse, WeekRow } from '@app/contract/shifts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { weekDates } from '../../../lib/calendar';
import { periodOf, type ShiftsPeriod } from '../utils/period';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { shortName } from './absence-badge';
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

const ACTIONS: CalendarActions = { create: vi.fn(), edit: vi.fn(), remove: vi.fn() };

const renderBody = (
  period: ShiftsPeriod,
  data: GetShiftsResponse,
  actions: CalendarActions | null = null,
) =>
  render(
    <CalendarBody
      period={period}
      data={data}
      isPending={false}
      isError={false}
      onRetry={vi.fn()}
      today="2026-12-01"
      actions={actions}
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
    const blocked = 'Vacaciones. Ausencia aprobada: no se pueden crear turnos';
    expect(albaCells.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      `${blocked}Vacaciones`,
      `${blocked}Vacaciones`,
      '',
      '',
      '',
    ]);
    // The type is a word of its own, never cut; the whole of it on hover.
    const badge = albaCells[2]!.querySelector('[data-absence=approved]') as HTMLElement;
    expect(badge.title).toBe(blocked);
    expect(within(badge).getByText('Vacaciones').className).not.toContain('truncate');
    const bea = screen.getByText('Bea Bravo').closest('[role=row]') as HTMLElement;
    const beaFriday = within(bea).getAllByRole('cell')[4]!;
    expect(beaFriday.textContent).toBe('Enfermedad (pendiente de aprobar)EnfermedadPendiente');
    expect(within(beaFriday).getByText('Pendiente')).toBeTruthy();
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
    const day = screen.getByText('Alba Arias: Vacaciones').closest('[role=cell]') as HTMLElement;
    // Type first, then who in short; the whole of it for assistive technology and on hover.
    const bea = within(day).getByText('Bea Bravo: Vacaciones (pendiente de aprobar)');
    const badge = bea.closest('[data-absence]') as HTMLElement;
    expect(badge.dataset.absence).toBe('pending');
    expect(badge.title).toBe('Bea Bravo: Vacaciones (pendiente de aprobar)');
    expect(
      Array.from(badge.querySelectorAll('[aria-hidden] > span'), (part) => part.textContent),
    ).toEqual(['Vacaciones', 'Bea B.', 'Pendiente']);
    expect(day.textContent).not.toContain('Carla');
    expect(within(day).getByText(text.absence.more(2))).toBeTruthy();
  });
});

describe("a manager's '+' on an absence", () => {
  it('is not offered on a week cell of an approved absence, and is on a pending one', async () => {
    renderBody(
      periodOf('week', MONDAY),
      {
        success: true,
        view: 'week',
        startofweek: MONDAY,
        holidays: [],
        shifts: [
          weekRow(1, 'Alba Arias', [
            { date: '2026-12-09', type: 'vacation', status: 'approved' },
            { date: '2026-12-10', type: 'sick', status: 'pending' },
          ]),
        ],
      },
      ACTIONS,
    );
    const alba = (await screen.findByText('Alba Arias')).closest('[role=row]') as HTMLElement;
    const [, tuesday, wednesday, thursday] = within(alba).getAllByRole('cell');
    expect(
      within(tuesday!).getByRole('button', { name: /^Crear turno para Alba Arias/ }),
    ).toBeTruthy();
    expect(within(wednesday!).queryByRole('button')).toBeNull();
    expect(within(wednesday!).getByText(/no se pueden crear turnos/).textContent).toBe(
      'Vacaciones. Ausencia aprobada: no se pueden crear turnos',
    );
    expect(
      within(thursday!).getByRole('button', { name: /^Crear turno para Alba Arias/ }),
    ).toBeTruthy();
  });

  it("is not offered on any hour of a day the user's approved absence covers", async () => {
    renderBody(
      periodOf('day', '2026-12-09'),
      {
        success: true,
        view: 'day',
        day: '2026-12-09',
        holidays: [],
        shifts: [
          {
            id: 1,
            name: 'Alba Arias',
            hours: [],
            absences: [{ date: '2026-12-09', type: 'vacation', status: 'approved' }],
          },
          { id: 2, name: 'Bea Bravo', hours: [], absences: [] },
        ],
      },
      ACTIONS,
    );
    await screen.findByText('Bea Bravo');
    expect(screen.queryAllByRole('button', { name: /Alba Arias/ })).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Crear turno para Bea Bravo/ })).toHaveLength(24);
  });
});

describe('a person in a month day', () => {
  it('is named by first name and initial', () => {
    expect(shortName('Carlos Navarro Ortega')).toBe('Carlos N.');
    expect(shortName('  Alberto  Sanz ')).toBe('Alberto S.');
    expect(shortName('Cher')).toBe('Cher');
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
