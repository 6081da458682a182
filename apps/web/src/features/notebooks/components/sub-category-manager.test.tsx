import { successSchema } from '@app/contract/common';
import {
  subCategoryItemResponseSchema,
  subCategoryListResponseSchema,
} from '@app/contract/sub-categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { makeSubCategory } from '../../../test/notebook-test-data';
import { SubCategoryManager } from './sub-category-manager';

const list = () =>
  answer(subCategoryListResponseSchema, {
    success: true,
    data: [
      makeSubCategory({ id: 5, value: 'Ventas' }),
      makeSubCategory({ id: 6, value: 'Compras', canEdit: false, createdBy: 2 }),
    ],
    totalItems: 2,
  });

function show() {
  renderWithProviders(<SubCategoryManager feature="email" onClose={vi.fn()} />);
}

let toasts: string[];
beforeEach(() => {
  toasts = [];
  vi.spyOn(notify, 'success').mockImplementation((message) => void toasts.push(message));
  vi.spyOn(notify, 'error').mockImplementation((message) => void toasts.push(message));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sub-category manager', () => {
  it('offers rename and delete only on the ones the user may change', async () => {
    stubApi({ 'GET /api/sub-categories': list });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Subcategorías' });
    await within(dialog).findByText('Compras');
    expect(within(dialog).getByRole('button', { name: 'Renombrar Ventas' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Eliminar Ventas' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Compras/ })).toBeNull();
  });

  it("renames, and shows the server's refusal of a taken name", async () => {
    let taken = true;
    const api = stubApi({
      'GET /api/sub-categories': list,
      'PATCH /api/sub-categories/5': () =>
        taken
          ? errorAnswer(409, 'CONFLICT', 'Ya existe una subcategoría con ese nombre')
          : answer(subCategoryItemResponseSchema, {
              success: true,
              message: 'Subcategoría actualizada correctamente',
              data: makeSubCategory({ value: 'Ventas 2027' }),
            }),
    });
    const user = userEvent.setup();
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Subcategorías' });
    await user.click(await within(dialog).findByRole('button', { name: 'Renombrar Ventas' }));
    const field = within(dialog).getByLabelText('Nuevo nombre de Ventas');
    await user.clear(field);
    await user.type(field, 'Compras{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Ya existe una subcategoría con ese nombre']));
    taken = false;
    await user.clear(field);
    await user.type(field, 'Ventas 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toasts).toContain('Subcategoría actualizada correctamente'));
    expect(api.of('PATCH', '/api/sub-categories/5').at(-1)!.body).toEqual({ value: 'Ventas 2027' });
  });

  it("deletes after asking, and says 'Error al eliminar subcategoría' when the server gives no reason", async () => {
    let fail = true;
    stubApi({
      'GET /api/sub-categories': list,
      'DELETE /api/sub-categories/5': () =>
        fail
          ? new Response('', { status: 500 })
          : answer(successSchema, {
              success: true,
              message: 'Subcategoría eliminada correctamente',
            }),
    });
    const user = userEvent.setup();
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Subcategorías' });
    await user.click(await within(dialog).findByRole('button', { name: 'Eliminar Ventas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar subcategoría' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toEqual(['Error al eliminar subcategoría']));
    fail = false;
    await user.click(await within(dialog).findByRole('button', { name: 'Eliminar Ventas' }));
    const again = await screen.findByRole('dialog', { name: 'Eliminar subcategoría' });
    await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContain('Subcategoría eliminada correctamente'));
  });
});
