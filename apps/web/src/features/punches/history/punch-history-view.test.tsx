import { historyResponseSchema, type PunchSnapshot } from '@app/contract/punch-history';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { answer, stubApi } from '../../../test/api-stub';
import { makePunch } from '../../../test/punch-test-data';
import { renderWithProviders } from '../../../test/render';
import { PunchInfoModal } from '../components/punch-info-modal';

const snapshot = (dateOut: string | null): PunchSnapshot => ({
  id: 5,
  userId: 3,
  calendarDateId: 20261123,
  dateIn: '2026-11-23T08:05:00+01:00',
  dateOut,
  notesIn: '',
  notesOut: '',
  corrected: dateOut !== null,
  breaks: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the punch’s Historial', () => {
  it('marks the punch Corregido and lists its changes oldest first: who, from where, why, before → after', async () => {
    saveSession('token', {
      id: 3,
      name: 'Ana García',
      email: 'ana@example.com',
      role: 'usuario',
      phone: '',
      active: true,
      verified: true,
    });
    stubApi({
      'GET /api/punches/5/history': () =>
        answer(historyResponseSchema, {
          success: true,
          data: [
            {
              id: 1,
              punchId: 5,
              userId: 3,
              calendarDateId: 20261123,
              action: 'I',
              actorId: 3,
              actorName: 'Ana García',
              at: '2026-11-23T08:05:00+01:00',
              ip: null,
              reason: null,
              before: null,
              after: snapshot(null),
            },
            {
              id: 2,
              punchId: 5,
              userId: 3,
              calendarDateId: 20261123,
              action: 'correction-applied',
              actorId: 1,
              actorName: 'Olga Oficina',
              at: '2026-11-24T10:00:00+01:00',
              ip: '203.0.113.7',
              reason: 'Olvidé registrar la salida',
              before: snapshot(null),
              after: snapshot('2026-11-23T17:00:00+01:00'),
            },
          ],
        }),
    });
    const punch = makePunch({
      id: 5,
      dateOut: '2026-11-23T17:00:00+01:00',
      corrected: true,
      missingOut: false,
    });
    renderWithProviders(<PunchInfoModal open onOpenChange={() => undefined} punch={punch} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Información del Punch' }));
    expect(dialog.getByText('Corregido')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Solicitar corrección' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Historial' }));
    const list = within(await dialog.findByRole('list', { name: /Historial del punch/ }));
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Entrada',
      'Corrección aplicada',
    ]);
    const last = within(rows[1]!);
    expect(last.getByText('Olga Oficina')).toBeTruthy();
    expect(last.getByText('24/11/2026 10:00')).toBeTruthy();
    expect(last.getByText('Olvidé registrar la salida')).toBeTruthy();
    // From which address, when the row knows it (the first row, made without one, says nothing).
    expect(last.getByText('Desde')).toBeTruthy();
    expect(last.getByText('203.0.113.7')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Desde')).toBeNull();
    expect(last.getByText('Entrada 08:05 · Salida —')).toBeTruthy();
    expect(last.getByText('Entrada 08:05 · Salida 17:00')).toBeTruthy();
  });
});
