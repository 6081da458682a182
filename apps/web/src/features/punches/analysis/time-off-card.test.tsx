import { absenceListResponseSchema, type Absence } from '@app/contract/absences';
import { holidayListResponseSchema } from '@app/contract/holidays';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { TimeOffCard } from './time-off-card';

const FILTER = { fromDate: '2026-12-01', toDate: '2026-12-31', usersIds: [4] };

const absence = (id: number, userName: string, fromDate: string, toDate: string): Absence => ({
  id,
  userId: id,
  userName,
  type: 'vacation',
  fromDate,
  toDate,
  workingDays: 1,
  note: '',
  status: 'approved',
  requestedBy: id,
  requestedByName: userName,
  requestedAt: '2026-11-01T10:00:00+01:00',
  decidedBy: 1,
  decidedByName: 'Admin',
  decidedAt: '2026-11-02T10:00:00+01:00',
  decisionNote: null,
  beyondBalance: false,
  shiftDays: 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Ausencias y festivos del período', () => {
  it("lists the range's holidays and approved absences, cut to the range", async () => {
    const api = stubApi({
      'GET /api/absences': () =>
        answer(absenceListResponseSchema, {
          success: true,
          data: [
            absence(4, 'Zoe Ortiz', '2026-12-28', '2027-01-08'),
            absence(5, 'Ana Gil', '2026-12-09', '2026-12-09'),
          ],
          totalItems: 2,
        }),
      'GET /api/holidays': ({ query }) =>
        answer(holidayListResponseSchema, {
          success: true,
          data:
            query.get('year') === '2026'
              ? [
                  { id: 1, date: '2026-12-25', name: 'Navidad' },
                  { id: 2, date: '2026-12-08', name: 'Inmaculada Concepción' },
                  { id: 3, date: '2026-01-01', name: 'Año Nuevo' },
                ]
              : [],
        }),
    });
    renderWithProviders(<TimeOffCard filter={FILTER} />);
    const card = await screen.findByRole('region', { name: 'Ausencias y festivos del período' });
    const table = await within(card).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Ana Gil', 'Vacaciones', '09/12/2026', '1'],
      ['Zoe Ortiz', 'Vacaciones', '28/12/2026 – 31/12/2026', '4'],
    ]);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['08/12/2026 · Inmaculada Concepción', '25/12/2026 · Navidad']);
    const asked = api.of('GET', '/api/absences')[0]!.query;
    expect([asked.get('fromDate'), asked.get('toDate'), asked.get('usersIds')]).toEqual([
      '2026-12-01',
      '2026-12-31',
      '4',
    ]);
    expect(asked.get('status')).toBe('approved');
  });

  it('says when there are none', async () => {
    stubApi({
      'GET /api/absences': () =>
        answer(absenceListResponseSchema, { success: true, data: [], totalItems: 0 }),
      'GET /api/holidays': () => answer(holidayListResponseSchema, { success: true, data: [] }),
    });
    renderWithProviders(<TimeOffCard filter={FILTER} />);
    expect(await screen.findByText('Nadie tuvo ausencias aprobadas en el período.')).toBeTruthy();
    expect(await screen.findByText('Ningún festivo en el período.')).toBeTruthy();
  });
});
