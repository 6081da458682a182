import { shiftMutationResponseSchema, shiftResponseSchema, type Shift } from '@app/contract/shifts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { notify } from '../../../lib/notify';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
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
  const api = stubApi({
    'GET /api/shifts/7': () => answer(shiftResponseSchema, { success: true, data: FRESH }),
    'PATCH /api/shifts/7/this': ({ body }) => {
      if ((body as { version?: number }).version !== FRESH.version) {
        return errorAnswer(409, 'SHIFT_CHANGED', CHANGED);
      }
      return answer(shiftMutationResponseSchema, {
        success: true,
        message: 'Turno actualizado exitosamente',
        data: [],
      });
    },
  });
  return {
    get patches() {
      return api.of('PATCH', '/api/shifts/7/this').map((call) => call.body);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Editar Turno with a shift another manager changed', () => {
  it('sends the version it read; on SHIFT_CHANGED stays open, says so and reloads the shift', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = mockApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditShiftModal shift={{ ...SHIFT, version: 3 }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar Turno' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(CHANGED);
    expect(api.patches[0]).toMatchObject({ version: 3 });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Hora de inicio/).value).toBe('10:00');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Hora de fin/).value).toBe('19:00');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.patches[1]).toMatchObject({ version: 4, startDateTime: '2026-12-14 10:00' });
  });
});

describe('Editar Turno moved onto a day of an approved absence', () => {
  it("says the server's refusal inside the dialog, not in a toast, and stays open", async () => {
    setCompanyTimeZone('Europe/Madrid');
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => '');
    stubApi({
      'PATCH /api/shifts/7/this': () => errorAnswer(409, 'CONFLICT', ABSENCE_TEXTS.shiftOnAbsence),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditShiftModal shift={SHIFT} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar Turno' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('El usuario tiene una ausencia aprobada ese día');
    expect(within(dialog).queryByRole('button', { name: 'Recargar' })).toBeNull();
    expect(toasts).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    toasts.mockRestore();
  });
});
