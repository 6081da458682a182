import { successSchema } from '@app/contract/common';
import { CATEGORY_TEXTS, categoryListResponseSchema } from '@app/contract/categories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmDelete,
  expectInUseRefusal,
  stubCatalogApi,
  type CatalogDeleteCase,
} from '../../test/catalog-delete-kit';
import { answer, errorAnswer } from '../../test/api-stub';
import { CategoriesPage } from './categories-page';

/** What the server says of a category that expenses use (409, with how many records). */
const IN_USE =
  'No se puede eliminar la categoría porque la usan 25 registros (24 egresos y 1 egreso recurrente)';

const category = (deletes: CatalogDeleteCase['deletes']): CatalogDeleteCase => ({
  page: <CategoriesPage />,
  listUrl: '/api/categories',
  list: () =>
    answer(categoryListResponseSchema, {
      success: true,
      data: [
        { id: 1, name: 'Alquiler', description: 'Renta mensual de la oficina' },
        { id: 2, name: 'Formación', description: 'Cursos del equipo' },
      ],
      totalItems: 2,
    }),
  entry: { id: 1, name: 'Alquiler' },
  dialogTitle: 'Eliminar categoría',
  deletes,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Categorías: deleting a category in use', () => {
  it('keeps the dialog open with the server message and Confirmar off', async () => {
    await expectInUseRefusal(category([() => errorAnswer(409, 'CONFLICT', IN_USE)]), IN_USE);
  });

  it('lets another failure be retried, and closes once the deletion succeeds', async () => {
    const test = category([
      () => errorAnswer(503, 'DATABASE_UNAVAILABLE', 'Servicio no disponible, inténtalo de nuevo'),
      () => answer(successSchema, { success: true, message: CATEGORY_TEXTS.deleted }),
    ]);
    const calls = stubCatalogApi(test);
    const { dialog, user, errors } = await confirmDelete(test);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Servicio no disponible, inténtalo de nuevo');
    expect(errors).not.toHaveBeenCalled(); // said once, in the dialog
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toHaveProperty('disabled', false);

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === 'DELETE /api/categories/1')).toHaveLength(2);
  });
});
