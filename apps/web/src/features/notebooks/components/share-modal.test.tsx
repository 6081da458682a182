import { notebookItemResponseSchema } from '@app/contract/notebooks';
import { shareableUserListResponseSchema } from '@app/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { makeEmail, signInAsMarta } from '../../../test/notebook-test-data';
import { ShareModal } from './share-modal';

const ITEM = makeEmail({
  sharedWith: [8, 30],
  sharedWithUsers: [
    { id: 8, name: 'Luis Dueño' },
    { id: 30, name: 'Ex Empleado' },
  ],
});

const users = () =>
  answer(shareableUserListResponseSchema, {
    success: true,
    data: [
      { id: 9, name: 'Zoe Ruiz', email: 'zoe@empresa.test' },
      { id: 8, name: 'Luis Dueño', email: 'luis@empresa.test' },
      { id: 10, name: 'Ana Pérez', email: 'ana@empresa.test' },
    ],
  });

function show(onClose = vi.fn()) {
  renderWithProviders(<ShareModal item={ITEM} onClose={onClose} />);
  return onClose;
}

let toasts: string[];
beforeEach(() => {
  signInAsMarta();
  toasts = [];
  vi.spyOn(notify, 'success').mockImplementation((message) => void toasts.push(message));
  vi.spyOn(notify, 'error').mockImplementation((message) => void toasts.push(message));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe("'Compartir Correo'", () => {
  it('starts from the current shares; removing one and adding another sends the whole list', async () => {
    const api = stubApi({
      'GET /api/users/shareable': users,
      'POST /api/notebooks/1/share': () =>
        answer(notebookItemResponseSchema, {
          success: true,
          message: 'Correo compartido correctamente',
          data: ITEM,
        }),
    });
    const user = userEvent.setup();
    const onClose = show();
    const dialog = await screen.findByRole('dialog', { name: 'Compartir Correo' });
    expect(within(dialog).getByText('soporte@empresa.test')).toBeTruthy();
    const [available, selected] = await within(dialog).findAllByRole('listbox');
    await waitFor(() => expect(names(selected!)).toEqual(['Luis Dueño']));
    expect(names(available!)).toEqual(['Ana Pérez', 'Zoe Ruiz']);

    await user.type(within(dialog).getByLabelText('Buscar usuarios'), 'zo');
    expect(names(available!)).toEqual(['Zoe Ruiz']);
    await user.dblClick(within(available!).getByRole('option', { name: 'Zoe Ruiz' }));
    await user.dblClick(within(selected!).getByRole('option', { name: 'Luis Dueño' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compartir' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The one no longer active (30) is not sent back: sharing with them would be refused.
    expect(api.of('POST', '/api/notebooks/1/share')[0]!.body).toEqual({ userIds: [9] });
    expect(toasts).toEqual(['Correo compartido correctamente']);
  });

  it("shows the server's refusal and stays open", async () => {
    stubApi({
      'GET /api/users/shareable': users,
      'POST /api/notebooks/1/share': () =>
        errorAnswer(403, 'FORBIDDEN', 'No tienes permisos para compartir, editar o eliminar'),
    });
    const user = userEvent.setup();
    const onClose = show();
    const dialog = await screen.findByRole('dialog', { name: 'Compartir Correo' });
    await within(dialog).findAllByRole('listbox');
    await user.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    await waitFor(() =>
      expect(toasts).toEqual(['No tienes permisos para compartir, editar o eliminar']),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
