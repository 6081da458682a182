import {
  notebookItemResponseSchema,
  notebookSecretResponseSchema,
  type Notebook,
  type NotebookType,
} from '@app/contract/notebooks';
import {
  subCategoryItemResponseSchema,
  subCategoryListResponseSchema,
} from '@app/contract/sub-categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { answer, stubApi } from '../../../test/api-stub';
import { makeEmail, makeLink, makeSubCategory } from '../../../test/notebook-test-data';
import { NotebookFormModal } from './notebook-form-modal';

function show(type: NotebookType, item: Notebook | null, onClose = vi.fn()) {
  renderWithProviders(<NotebookFormModal type={type} item={item} onClose={onClose} />);
  return onClose;
}

const subCategories =
  (feature: 'email' | 'link' = 'email') =>
  () =>
    answer(subCategoryListResponseSchema, {
      success: true,
      data: [makeSubCategory({ feature })],
      totalItems: 1,
    });
const saved = (item: Notebook, message: string) => () =>
  answer(notebookItemResponseSchema, { success: true, message, data: item });

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

describe('the mailbox form', () => {
  it("says 'Requerido' for name, email and password and sends nothing until they are given", async () => {
    const api = stubApi({
      'GET /api/sub-categories': subCategories(),
      'POST /api/notebooks': saved(makeEmail(), 'Correo creado correctamente'),
    });
    const user = userEvent.setup();
    const onClose = show('email', null);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar correo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Requerido')).toHaveLength(3);
    expect(api.of('POST', '/api/notebooks')).toHaveLength(0);

    const email = within(dialog).getByLabelText(/^Correo/);
    expect(email.getAttribute('type')).toBe('email');
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Soporte');
    await user.type(email, 'Soporte@Empresa.test');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), ' clave con espacios ');
    await within(dialog).findByRole('option', { name: 'Ventas' });
    await user.selectOptions(within(dialog).getByLabelText('Subcategoría (opcional)'), 'Ventas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/notebooks')[0]!.body).toEqual({
      type: 'email',
      title: 'Soporte',
      email: 'soporte@empresa.test',
      password: ' clave con espacios ',
      subCategoryId: 5,
    });
    expect(toasts).toEqual(['Correo creado correctamente']);
  });

  it('fills the edit form with the password from /secret, masked with a reveal toggle', async () => {
    const api = stubApi({
      'GET /api/sub-categories': subCategories(),
      'GET /api/notebooks/1/secret': () =>
        answer(notebookSecretResponseSchema, { success: true, data: { password: 'Vieja-1' } }),
      'PATCH /api/notebooks/1': saved(makeEmail(), 'Correo actualizado correctamente'),
    });
    const user = userEvent.setup();
    const onClose = show('email', makeEmail());
    const dialog = await screen.findByRole('dialog', { name: 'Editar correo' });
    const password = within(dialog).getByLabelText<HTMLInputElement>(/^Contraseña/);
    await waitFor(() => expect(password.value).toBe('Vieja-1'));
    expect(password.type).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.type).toBe('text');

    await user.clear(password);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Requerido')).toBeTruthy();
    await user.type(password, 'Nueva-2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('PATCH', '/api/notebooks/1')[0]!.body).toMatchObject({
      type: 'email',
      email: 'soporte@empresa.test',
      password: 'Nueva-2',
      subCategoryId: null,
    });
    expect(api.of('GET', '/api/notebooks/1/secret')).toHaveLength(1);
  });

  it('creates a sub-category inline and chooses it; a blank name is ignored', async () => {
    const made = makeSubCategory({ id: 12, value: 'Soporte' });
    let list = [makeSubCategory()];
    const api = stubApi({
      'GET /api/sub-categories': () =>
        answer(subCategoryListResponseSchema, {
          success: true,
          data: list,
          totalItems: list.length,
        }),
      'POST /api/sub-categories': () => {
        list = [...list, made];
        return answer(subCategoryItemResponseSchema, {
          success: true,
          message: 'Subcategoría creada correctamente',
          data: made,
        });
      },
    });
    const user = userEvent.setup();
    show('email', null);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar correo' });
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    await user.type(within(dialog).getByLabelText('Nueva subcategoría'), '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nueva subcategoría'), 'Soporte{Enter}');
    await waitFor(() => expect(api.of('POST', '/api/sub-categories')).toHaveLength(1));
    expect(api.of('POST', '/api/sub-categories')[0]!.body).toEqual({
      value: 'Soporte',
      feature: 'email',
    });
    // The list is asked again, and the new one is chosen.
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText<HTMLSelectElement>('Subcategoría (opcional)').value,
      ).toBe('12'),
    );
    expect(api.of('POST', '/api/notebooks')).toHaveLength(0);
  });
});

describe('the link form', () => {
  it("says 'URL inválida' under a link that is not http(s) and prefixes https:// otherwise", async () => {
    const api = stubApi({
      'GET /api/sub-categories': subCategories('link'),
      'POST /api/notebooks': saved(makeLink(), 'Link creado correctamente'),
    });
    const user = userEvent.setup();
    show('link', null);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar link' });
    await user.type(within(dialog).getByLabelText(/^Título/), 'Intranet');
    await user.type(within(dialog).getByLabelText(/^Link/), 'ftp://archivos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('URL inválida')).toBeTruthy();
    expect(api.of('POST', '/api/notebooks')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Link/));
    await user.type(within(dialog).getByLabelText(/^Link/), 'intranet.empresa.test');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.of('POST', '/api/notebooks')).toHaveLength(1));
    expect(api.of('POST', '/api/notebooks')[0]!.body).toMatchObject({
      type: 'link',
      title: 'Intranet',
      link: 'https://intranet.empresa.test',
      description: '',
    });
  });
});
