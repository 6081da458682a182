import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shiftMutationResponseSchema } from '@app/contract/shifts';
import { userListResponseSchema, type UserListItem } from '@app/contract/users';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { notify } from '../../../lib/notify';
import { answer, errorAnswer, stubApi, type ApiCall } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CreateShiftModal } from './create-shift-modal';

const USERS: UserListItem[] = [
  {
    id: 1,
    name: 'Ana García',
    email: 'ana@example.com',
    role: 'usuario',
    phone: '',
    active: true,
    verified: true,
    secondFactor: false,
  },
  {
    id: 2,
    name: 'Bruno Díaz',
    email: 'bruno@example.com',
    role: 'usuario',
    phone: '',
    active: true,
    verified: true,
    secondFactor: false,
  },
  {
    id: 3,
    name: 'Carla Baja',
    email: 'carla@example.com',
    role: 'usuario',
    phone: '',
    active: false,
    verified: true,
    secondFactor: false,
  },
];

/** The users and the create call answered; the calls as the assertions read them. */
function mockApi() {
  const api = stubApi({
    'GET /api/users': () =>
      answer(userListResponseSchema, { success: true, data: USERS, totalItems: USERS.length }),
    'POST /api/shifts': () =>
      answer(
        shiftMutationResponseSchema,
        { success: true, message: 'Turno creado exitosamente', data: [] },
        201,
      ),
  });
  return {
    some: (test: (call: SentCall) => boolean) => sent(api.calls).some(test),
    find: (test: (call: SentCall) => boolean) => sent(api.calls).find(test),
  };
}

type SentCall = { method: string; url: string; body: unknown };
const sent = (calls: ApiCall[]): SentCall[] =>
  calls.map(({ method, path, body }) => ({ method, url: path, body }));

function renderModal(prefill: { date: string; userId?: number; hour?: number }, onClose = vi.fn()) {
  renderWithProviders(<CreateShiftModal prefill={prefill} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Crear Nuevo Turno' }), onClose };
}

const REQUIRED = 'Por favor completa todos los campos requeridos';
/** A labelled control; required labels end in a decorative '*'. */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(
    new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Crear Nuevo Turno', () => {
  it('starts from the clicked cell with the defaults of SPEC §5', async () => {
    mockApi();
    const { dialog } = renderModal({ date: '2026-11-24', userId: 2 });
    // DD/MM/YYYY whatever the browser's language (decision 016).
    expect(field(dialog, 'Fecha').value).toBe('24/11/2026');
    expect(field(dialog, 'Hora de inicio').value).toBe('08:00');
    expect(field(dialog, 'Hora de fin').value).toBe('17:00');
    expect(field(dialog, 'Break (minutos)').value).toBe('0');
    expect(field(dialog, 'Lunch (minutos)').value).toBe('0');
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map(
      (day) => field(dialog, day).checked,
    );
    expect(days).toEqual([true, true, true, true, true, false, false]);
    const selected = await within(dialog).findByRole('listbox', { name: /Seleccionados/ });
    expect(
      within(selected)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bruno Díaz']);
    // Only active users can be picked.
    const available = within(dialog).getByRole('listbox', { name: /Disponibles/ });
    expect(
      within(available)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ana García']);
    expect(within(dialog).queryByText(REQUIRED)).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Guardar' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('announces Guardar disabled until start, end, a user and a weekday are set, and says why only after a try', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { dialog } = renderModal({ date: '2026-11-24' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await within(dialog).findByRole('option', { name: 'Ana García' });
    const blocked = () => save.getAttribute('aria-disabled') === 'true';

    // No user yet: blocked, but nothing reproaches a form just opened.
    expect(blocked()).toBe(true);
    expect(within(dialog).queryByText(REQUIRED)).toBeNull();
    // A try says why and sends nothing.
    await user.click(save);
    expect(within(dialog).getByText(REQUIRED)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Double click moves a user across; now everything required is there.
    await user.dblClick(within(dialog).getByRole('option', { name: 'Ana García' }));
    expect(blocked()).toBe(false);
    expect(within(dialog).queryByText(REQUIRED)).toBeNull();

    // No weekday.
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
      await user.click(field(dialog, day));
    expect(blocked()).toBe(true);
    expect(within(dialog).getByText(REQUIRED)).toBeTruthy();
    await user.click(field(dialog, 'Domingo'));
    expect(blocked()).toBe(false);

    // No start time.
    fireEvent.change(field(dialog, 'Hora de inicio'), { target: { value: '' } });
    expect(blocked()).toBe(true);
    fireEvent.change(field(dialog, 'Hora de inicio'), { target: { value: '09:00' } });
    expect(blocked()).toBe(false);

    // Removing the user with the keyboard blocks it again.
    const selected = within(dialog).getByRole('listbox', { name: /Seleccionados/ });
    selected.focus();
    await user.keyboard('{Enter}');
    expect(within(selected).queryAllByRole('option')).toHaveLength(0);
    expect(blocked()).toBe(true);
  });

  it('says how many shifts a repeat makes, from its own date on, whatever its weekday', async () => {
    mockApi();
    const user = userEvent.setup();
    // A Sunday, with the default Monday to Friday.
    const { dialog } = renderModal({ date: '2026-11-29', userId: 1 });
    expect(within(dialog).getByText('Se creará 1 turno por persona, el 29/11/2026.')).toBeTruthy();
    await user.type(field(dialog, 'Repetir hasta (opcional)'), '03/12/2026');
    expect(
      await within(dialog).findByText(
        'Se crearán 5 turnos por persona, del 29/11/2026 al 03/12/2026 (el 29/11/2026 incluido).',
      ),
    ).toBeTruthy();
  });

  it('sends the shift as wall-clock times with its repeat and users, then closes', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { dialog, onClose } = renderModal({ date: '2026-11-24', userId: 1 });
    await within(dialog).findByRole('option', { name: 'Bruno Díaz' });
    fireEvent.change(field(dialog, 'Hora de inicio'), { target: { value: '22:00' } });
    fireEvent.change(field(dialog, 'Hora de fin'), { target: { value: '06:00' } });
    expect(within(dialog).getByText('Termina al día siguiente')).toBeTruthy();
    await user.clear(field(dialog, 'Break (minutos)'));
    await user.type(field(dialog, 'Break (minutos)'), '15');
    await user.type(field(dialog, 'Repetir hasta (opcional)'), '31/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Color Verde' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/shifts',
      body: {
        startDateTime: '2026-11-24 22:00',
        endDateTime: '2026-11-24 06:00',
        breakMinutes: 15,
        lunchMinutes: 0,
        notes: '',
        color: '#10B981',
        usersId: [1],
        repeatEndDate: '2026-12-31',
        daysOfWeek: [1, 2, 3, 4, 5],
      },
    });
  });

  it('refuses minutes outside 0–120', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { dialog } = renderModal({ date: '2026-11-24', userId: 1 });
    await user.clear(field(dialog, 'Lunch (minutos)'));
    await user.type(field(dialog, 'Lunch (minutos)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Los minutos deben estar entre 0 y 120')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('Crear Nuevo Turno on a day of an approved absence', () => {
  it("says the server's refusal inside the dialog, not in a toast, and stays open", async () => {
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => '');
    stubApi({
      'GET /api/users': () =>
        answer(userListResponseSchema, { success: true, data: USERS, totalItems: USERS.length }),
      'POST /api/shifts': () => errorAnswer(409, 'CONFLICT', ABSENCE_TEXTS.shiftOnAbsence),
    });
    const user = userEvent.setup();
    const { dialog, onClose } = renderModal({ date: '2026-12-10', userId: 2 });
    await within(dialog).findByRole('option', { name: 'Bruno Díaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('El usuario tiene una ausencia aprobada ese día');
    expect(toasts).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    toasts.mockRestore();
  });
});
