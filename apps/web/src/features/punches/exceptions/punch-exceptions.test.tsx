import {
  correctionItemResponseSchema,
  correctionListResponseSchema,
} from '@app/contract/punch-corrections';
import { exceptionListResponseSchema, type PunchException } from '@app/contract/punch-exceptions';
import { periodListResponseSchema } from '@app/contract/periods';
import { userListResponseSchema } from '@app/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { PunchesPage } from '../management/punches-page';

const rows: PunchException[] = [
  { type: 'missing-out', userId: 3, userName: 'Ana García', calendarDateId: 20261123, punchId: 5 },
  { type: 'no-show', userId: 4, userName: 'Luis Pérez', calendarDateId: 20261124, shiftId: 9 },
  {
    type: 'late-in',
    userId: 3,
    userName: 'Ana García',
    calendarDateId: 20261125,
    punchId: 6,
    minutes: 12,
  },
  {
    type: 'pending-correction',
    userId: 4,
    userName: 'Luis Pérez',
    calendarDateId: 20261120,
    correctionId: 8,
  },
];
const counts = {
  'missing-out': 1,
  'no-show': 1,
  'late-in': 1,
  'early-out': 0,
  'pending-correction': 1,
};

function mockApi(listed = rows) {
  return stubApi({
    'GET /api/users': () =>
      answer(userListResponseSchema, { success: true, data: [], totalItems: 0 }),
    'GET /api/periods': () => answer(periodListResponseSchema, { success: true, data: [] }),
    'GET /api/punch-exceptions': ({ query }) => {
      const type = query.get('type');
      const data = type ? listed.filter((row) => row.type === type) : listed;
      return answer(exceptionListResponseSchema, {
        success: true,
        data,
        totalItems: data.length,
        counts,
      });
    },
    'GET /api/punch-corrections': () =>
      answer(correctionListResponseSchema, { success: true, data: [], totalItems: 0 }),
    'POST /api/punch-corrections': () =>
      answer(correctionItemResponseSchema, {
        success: true,
        message: 'Corrección aplicada',
        data: {
          id: 20,
          userId: 4,
          userName: 'Luis Pérez',
          punchId: 30,
          calendarDateId: 20261124,
          status: 'approved',
          reason: 'Vino y no registró',
          requestedBy: 1,
          requestedByName: 'Admin',
          requestedAt: '2026-11-26T09:00:00+01:00',
          current: null,
          requested: { dateIn: null, dateOut: null, breaks: null },
          applied: null,
          decidedBy: 1,
          decidedByName: 'Admin',
          decidedAt: '2026-11-26T09:00:00+01:00',
          note: null,
        },
      }),
  });
}

const incidencias = '/punches?vista=incidencias&desde=2026-11-01&hasta=2026-11-26';

beforeEach(() =>
  saveSession('token-de-prueba', {
    id: 1,
    name: 'Admin',
    email: 'admin@empresa.test',
    role: 'admin',
    phone: '',
    active: true,
    verified: true,
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('Incidencias', () => {
  it('shows the count of each type and filters by the type chosen, with the page’s dates', async () => {
    const api = mockApi();
    renderWithProviders(<PunchesPage />, { route: incidencias });
    const types = screen.getByRole('group', { name: 'Tipo de incidencia' });
    expect(
      (await within(types).findByRole('button', { name: 'Todas 4' })).getAttribute('aria-pressed'),
    ).toBe('true');
    const table = await screen.findByRole('table', {
      name: 'Incidencias del registro de asistencia',
    });
    expect(within(table).getByText('12 min')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    await userEvent.click(within(types).getByRole('button', { name: 'Sin salida 1' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const last = api.of('GET', '/api/punch-exceptions').at(-1)!.query;
    expect(Object.fromEntries(last)).toMatchObject({
      fromDate: '2026-11-01',
      toDate: '2026-11-26',
      type: 'missing-out',
      page: '1',
    });
    expect(
      within(types).getByRole('button', { name: 'Sin salida 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('corrects a no-show at once: the missing punch of that worker and day', async () => {
    const api = mockApi();
    renderWithProviders(<PunchesPage />, { route: incidencias });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Corregir el punch de Luis Pérez del 24/11/2026' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Hora de entrada/), '09:00');
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '17:00');
    await userEvent.type(dialog.getByLabelText(/Motivo/), 'Vino y no registró');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar corrección' }));
    await vi.waitFor(() => expect(api.of('POST', '/api/punch-corrections')).toHaveLength(1));
    expect(api.of('POST', '/api/punch-corrections')[0]!.body).toMatchObject({
      userId: 4,
      calendarDateId: 20261124,
      dateIn: '2026-11-24 09:00',
      dateOut: '2026-11-24 17:00',
      reason: 'Vino y no registró',
    });
  });

  it('opens a pending request in Correcciones, filtered to its worker', async () => {
    const api = mockApi();
    renderWithProviders(<PunchesPage />, { route: incidencias });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Revisar solicitud de Luis Pérez del 20/11/2026',
      }),
    );
    const tab = await screen.findByRole('tab', { name: 'Correcciones' });
    await vi.waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    await vi.waitFor(() => expect(api.of('GET', '/api/punch-corrections')).toHaveLength(1));
    const query = api.of('GET', '/api/punch-corrections')[0]!.query;
    expect([query.get('status'), query.get('userId')]).toEqual(['pending', '4']);
  });

  it('a sin salida already asked to correct offers to review that request, not to correct it', async () => {
    const asked: PunchException = {
      type: 'missing-out',
      userId: 3,
      userName: 'Ana García',
      calendarDateId: 20261121,
      punchId: 7,
      correctionId: 11,
    };
    mockApi([asked, ...rows]);
    renderWithProviders(<PunchesPage />, { route: incidencias });
    expect(
      await screen.findByRole('button', { name: 'Revisar solicitud de Ana García del 21/11/2026' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Corregir el punch de Ana García del 21/11/2026' }),
    ).toBeNull();
    // One not asked for still offers 'Corregir'.
    expect(
      screen.getByRole('button', { name: 'Corregir el punch de Ana García del 23/11/2026' }),
    ).toBeTruthy();
  });
});
