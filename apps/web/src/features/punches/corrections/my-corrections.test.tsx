import {
  CORRECTION_TEXTS,
  correctionItemResponseSchema,
  correctionListResponseSchema,
  type Correction,
} from '@app/contract/punch-corrections';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAsMarta } from '../../../test/notebook-test-data';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { MyCorrections } from './my-corrections';

const base: Correction = {
  id: 1,
  userId: 7,
  userName: 'Marta Usuaria',
  punchId: 5,
  calendarDateId: 20261123,
  status: 'pending',
  reason: 'Olvidé registrar la salida',
  requestedBy: 7,
  requestedByName: 'Marta Usuaria',
  requestedAt: '2026-11-24T09:00:00+01:00',
  current: null,
  requested: {
    dateIn: '2026-11-23T08:05:00+01:00',
    dateOut: '2026-11-23T17:00:00+01:00',
    breaks: null,
  },
  applied: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  note: null,
};
const rejected: Correction = {
  ...base,
  id: 2,
  calendarDateId: 20261120,
  status: 'rejected',
  reason: 'Salí más tarde',
  requested: {
    dateIn: '2026-11-20T08:05:00+01:00',
    dateOut: '2026-11-20T17:00:00+01:00',
    breaks: null,
  },
  decidedBy: 1,
  decidedByName: 'Olga Oficina',
  decidedAt: '2026-11-24T10:00:00+01:00',
  note: 'El turno acababa a las 17:00',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Mis solicitudes', () => {
  it('lists the requests with their status and the decider’s note, and cancels a pending one', async () => {
    signInAsMarta();
    const api = stubApi({
      'GET /api/punch-corrections': () =>
        answer(correctionListResponseSchema, {
          success: true,
          data: [base, rejected],
          totalItems: 2,
        }),
      'POST /api/punch-corrections/1/cancel': () =>
        answer(correctionItemResponseSchema, {
          success: true,
          message: CORRECTION_TEXTS.cancelled,
          data: { ...base, status: 'cancelled' },
        }),
    });
    renderWithProviders(<MyCorrections />);
    const list = within(await screen.findByRole('region', { name: 'Mis solicitudes' }));
    expect(await list.findByText('Pendiente')).toBeTruthy();
    expect(list.getByText('Rechazada')).toBeTruthy();
    expect(list.getByText('El turno acababa a las 17:00')).toBeTruthy();
    expect(list.getAllByText('08:05 – 17:00')).toHaveLength(2);
    expect(list.queryByRole('button', { name: 'Cancelar solicitud del 20/11/2026' })).toBeNull();
    expect(api.of('GET', '/api/punch-corrections')[0]?.query.get('userId')).toBe('7');

    await userEvent.click(list.getByRole('button', { name: 'Cancelar solicitud del 23/11/2026' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Cancelar solicitud' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Sí, cancelar' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/punch-corrections/1/cancel')).toHaveLength(1),
    );
  });
});

describe('Mis solicitudes: the times asked for', () => {
  it('reads an exit-only request as the whole punch, and shows what was applied when it differs', async () => {
    signInAsMarta();
    const before = { dateIn: '2026-11-23T14:10:00+01:00', dateOut: null, breaks: [] };
    const exitOnly: Correction = {
      ...base,
      id: 3,
      current: before,
      requested: { dateIn: null, dateOut: '2026-11-23T22:00:00+01:00', breaks: null },
    };
    const adjusted: Correction = {
      ...exitOnly,
      id: 4,
      status: 'approved',
      applied: {
        dateIn: '2026-11-23T14:10:00+01:00',
        dateOut: '2026-11-23T22:10:00+01:00',
        breaks: [],
      },
      decidedBy: 1,
      decidedByName: 'Olga Oficina',
      decidedAt: '2026-11-24T10:00:00+01:00',
      note: 'Cierre de caja',
    };
    stubApi({
      'GET /api/punch-corrections': () =>
        answer(correctionListResponseSchema, {
          success: true,
          data: [exitOnly, adjusted],
          totalItems: 2,
        }),
    });
    renderWithProviders(<MyCorrections />);
    const list = within(await screen.findByRole('region', { name: 'Mis solicitudes' }));
    // The entry it keeps, never '— – 22:00'.
    expect(await list.findAllByText('14:10 – 22:00')).toHaveLength(2);
    expect(list.queryByText(/^— –/)).toBeNull();
    expect(list.getByText('Aplicadas: 14:10 – 22:10')).toBeTruthy();
  });
});
