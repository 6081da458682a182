import { messageResponseSchema } from '@app/contract/auth';
import { USERS_TEXTS, userListResponseSchema, type UserListItem } from '@app/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { notify } from '../../lib/notify';
import { answer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { UsersPage } from './users-page';

const ADMIN: UserListItem = {
  id: 1,
  name: 'Ana Admin',
  email: 'ana@empresa.test',
  role: 'admin',
  phone: '',
  active: true,
  verified: true,
  secondFactor: true,
};
const LUIS: UserListItem = {
  ...ADMIN,
  id: 2,
  name: 'Luis Pérez',
  email: 'luis@empresa.test',
  role: 'usuario',
};
const MARIA: UserListItem = {
  ...LUIS,
  id: 3,
  name: 'María Ruiz',
  email: 'maria@empresa.test',
  secondFactor: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Usuarios: a second factor lost with its phone', () => {
  it('shows who has it on, and lets an admin remove another user’s after asking', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    saveSession('token-de-prueba', ADMIN);
    let luis = LUIS;
    const api = stubApi({
      'GET /api/users': () =>
        answer(userListResponseSchema, {
          success: true,
          data: [ADMIN, luis, MARIA],
          totalItems: 3,
        }),
      'DELETE /api/users/2/mfa': () => {
        luis = { ...luis, secondFactor: false };
        return answer(messageResponseSchema, {
          success: true,
          message: USERS_TEXTS.secondFactorReset,
        });
      },
    });
    renderWithProviders(<UsersPage />, { route: '/users' });

    const luisRow = (await screen.findAllByText('Luis Pérez'))[0]!.closest('tr')!;
    expect(within(luisRow).getByText('Activada')).toBeTruthy();
    // Not for someone without one, nor for the admin's own (removed from Mi cuenta).
    expect(
      screen.queryByRole('button', { name: 'Quitar verificación en dos pasos de María Ruiz' }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Quitar verificación en dos pasos de Ana Admin' }),
    ).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Quitar verificación en dos pasos de Luis Pérez' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quitar verificación en dos pasos' });
    expect(within(dialog).getByText(/perdió su teléfono y sus códigos/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(USERS_TEXTS.secondFactorReset, undefined),
    );
    expect(api.of('DELETE', '/api/users/2/mfa')).toHaveLength(1);
    await waitFor(() => expect(within(luisRow).queryByText('Activada')).toBeNull());
  });
});
