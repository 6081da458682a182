import { shiftMutationResponseSchema, shiftResponseSchema, type Shift } from '@app/contract/shifts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { createQueryClient } from '../../../lib/query-client';
import { answer, errorAnswer } from '../../../test/fetch-fixtures';
import { EditShiftModal } from './edit-shift-modal';

const SHIFT: Shift = {
  id: 7,
  userId: 1,
  user: 'Ana García',
  startDateTime: '2026-12-14T08:00:00+01:00',
  endDateTime: '2026-12-14T17:00:00+01:00',
  breakMinutes: 0,
  lunchMinutes: 30,
  notes: '',
  color: '#3B82F6',
  groupId: 'grupo-1',
  published: false,
  calendarDateId: 20261214,
  version: 3,
  hours: 8.5,
};
/** What another manager saved meanwhile. */
const FRESH: Shift = {
  ...SHIFT,
  startDateTime: '2026-12-14T10:00:00+01:00',
  endDateTime: '2026-12-14T19:00:00+01:00',
  version: 4,
};

const CHANGED = 'El turno cambió mientras lo editabas';

function mockApi() {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (url === '/api/shifts/7' && method === 'GET')
        return answer(shiftResponseSchema, { success: true, data: FRESH });
      if (url === '/api/shifts/7/this' && method === 'PATCH') {
        const body = JSON.parse(init.body as string) as { version?: number };
        patches.push(body);
        if (body.version !== FRESH.version) {
          return errorAnswer(409, 'SHIFT_CHANGED', CHANGED);
        }
        return answer(shiftMutationResponseSchema, {
          success: true,
          message: 'Turno actualizado exitosamente',
          data: [],
        });
      }
      return errorAnswer(404, 'NOT_FOUND', 'No');
    }),
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe('Editar Turno with a shift another manager changed', () => {
  it('sends the version it read; on SHIFT_CHANGED stays open, says so and reloads the shift', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const patches = mockApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EditShiftModal shift={{ ...SHIFT, version: 3 }} onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar Turno' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(CHANGED);
    expect(patches[0]).toMatchObject({ version: 3 });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Hora de inicio/).value).toBe('10:00');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Hora de fin/).value).toBe('19:00');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches[1]).toMatchObject({ version: 4, startDateTime: '2026-12-14 10:00' });
  });
});
