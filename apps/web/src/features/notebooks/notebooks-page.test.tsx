import { successSchema } from '@app/contract/common';
import {
  notebookListResponseSchema,
  notebookRevealsResponseSchema,
  notebookSecretResponseSchema,
  type Notebook,
} from '@app/contract/notebooks';
import { subCategoryListResponseSchema } from '@app/contract/sub-categories';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { setCompanyTimeZone } from '../../lib/company-time';
import { renderWithProviders } from '../../test/render';
import { answer, errorAnswer, stubApi, type ApiCall } from '../../test/api-stub';
import { NotebooksPage } from './notebooks-page';
import {
  makeEmail,
  makeLink,
  makeSubCategory,
  makeTemplate,
  signInAsMarta,
} from '../../test/notebook-test-data';

let address = '';
function Address() {
  const { search } = useLocation();
  useEffect(() => {
    address = search;
  });
  return null;
}

function show(type: Notebook['type'], entry = '/') {
  renderWithProviders(
    <>
      <NotebooksPage type={type} />
      <Address />
    </>,
    { route: entry },
  );
}

const page =
  (rows: Notebook[], totalItems = rows.length) =>
  () =>
    answer(notebookListResponseSchema, { success: true, data: rows, totalItems });
const subCategories = () =>
  answer(subCategoryListResponseSchema, {
    success: true,
    data: [makeSubCategory(), makeSubCategory({ id: 6, value: 'Compras', canEdit: false })],
    totalItems: 2,
  });

let toasts: { success: string[]; error: string[] };
beforeEach(() => {
  setCompanyTimeZone('Europe/Madrid');
  signInAsMarta();
  toasts = { success: [], error: [] };
  vi.spyOn(notify, 'success').mockImplementation((message) => void toasts.success.push(message));
  vi.spyOn(notify, 'error').mockImplementation((message) => void toasts.error.push(message));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SHARED_EMAIL = makeEmail({
  id: 9,
  title: 'Facturación',
  email: 'facturas@empresa.test',
  isOwner: false,
  userId: 8,
  owner: { id: 8, name: 'Luis Dueño' },
  subCategoryId: 5,
  subCategory: { id: 5, value: 'Ventas' },
});
const OWN_EMAIL = makeEmail({
  sharedWith: [8],
  sharedWithUsers: [{ id: 8, name: 'Luis Dueño' }],
});

describe('Gestor de correos', () => {
  it('shows 8 bullets, never the password, the sub-category or -, and who shares what', async () => {
    stubApi({
      'GET /api/notebooks': page([OWN_EMAIL, SHARED_EMAIL], 2),
      'GET /api/sub-categories': subCategories,
    });
    show('email');
    await screen.findByText('soporte@empresa.test');
    expect(screen.getByRole('heading', { name: 'Gestor de correos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar correo' })).toBeTruthy();
    expect(screen.getByText('2 correos')).toBeTruthy();
    const [, own, shared] = screen.getAllByRole('row');
    expect(within(own!).getByText('••••••••')).toBeTruthy();
    expect(within(own!).getByText('-')).toBeTruthy();
    expect(within(own!).getByText('Con Luis Dueño')).toBeTruthy();
    expect(within(own!).getByRole('button', { name: 'Compartir Soporte' })).toBeTruthy();
    expect(within(own!).getByRole('button', { name: 'Editar Soporte' })).toBeTruthy();
    expect(within(own!).getByRole('button', { name: 'Eliminar Soporte' })).toBeTruthy();
    expect(within(shared!).getByText('Ventas')).toBeTruthy();
    expect(within(shared!).getByText('De Luis Dueño')).toBeTruthy();
    // One lock, named by its reason, whose tip shows on keyboard focus too.
    const lock = within(shared!).getByRole('img', {
      name: 'No tienes permisos para compartir, editar o eliminar',
    });
    expect(lock.tabIndex).toBe(0);
    act(() => lock.focus());
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      'No tienes permisos para compartir, editar o eliminar',
    );
    expect(within(shared!).queryByRole('button', { name: /Editar|Eliminar|Compartir/ })).toBeNull();
  });

  it('reveals and copies the password read from /secret, with the copy feedback', async () => {
    const api = stubApi({
      'GET /api/notebooks': page([SHARED_EMAIL]),
      'GET /api/sub-categories': subCategories,
      'GET /api/notebooks/9/secret': () =>
        answer(notebookSecretResponseSchema, { success: true, data: { password: 'Clave-9 x' } }),
    });
    const user = userEvent.setup();
    show('email');
    await user.click(
      await screen.findByRole('button', { name: 'Mostrar contraseña de Facturación' }),
    );
    expect(await screen.findByText('Clave-9 x')).toBeTruthy();
    expect(api.of('GET', '/api/notebooks/9/secret')[0]!.query.get('type')).toBe('email');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña de Facturación' }));
    expect(screen.queryByText('Clave-9 x')).toBeNull();

    const copy = screen.getByRole('button', { name: 'Copiar contraseña de Facturación' });
    await user.click(copy);
    await waitFor(() => expect(toasts.success).toEqual(['Contraseña copiada al portapapeles']));
    expect(await navigator.clipboard.readText()).toBe('Clave-9 x');
    expect(copy.dataset.copied).toBe('true');
    // The list never carried it: each reveal and copy asked the server (each read is recorded).
    expect(api.of('GET', '/api/notebooks/9/secret')).toHaveLength(2);
  });

  it('shows the owner who read the password and when, in the company zone', async () => {
    const api = stubApi({
      'GET /api/notebooks': page([OWN_EMAIL, SHARED_EMAIL]),
      'GET /api/sub-categories': subCategories,
      'GET /api/notebooks/1/reveals': () =>
        answer(notebookRevealsResponseSchema, {
          success: true,
          data: [{ userId: 8, userName: 'Luis Dueño', revealedAt: '2026-11-24T08:05:00Z' }],
          totalItems: 1,
        }),
    });
    const user = userEvent.setup();
    show('email');
    await screen.findByText('soporte@empresa.test');
    expect(
      screen.queryByRole('button', { name: 'Ver accesos a la contraseña de Facturación' }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Ver accesos a la contraseña de Soporte' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accesos a la contraseña' });
    expect(await within(dialog).findByText('24/11/2026 09:05')).toBeTruthy();
    expect(within(dialog).getByText('Luis Dueño')).toBeTruthy();
    expect(api.of('GET', '/api/notebooks/1/reveals')[0]!.query.get('page')).toBe('1');
  });

  it("asks the server only on 'Buscar', with title, dates, sub-category and scope in the address", async () => {
    const api = stubApi({
      'GET /api/notebooks': page([OWN_EMAIL], 25),
      'GET /api/sub-categories': subCategories,
    });
    const user = userEvent.setup();
    show('email', '/?pagina=2');
    await screen.findByText('soporte@empresa.test');
    const first = api.of('GET', '/api/notebooks')[0]!.query;
    expect([first.get('type'), first.get('page'), first.get('limit')]).toEqual([
      'email',
      '2',
      '10',
    ]);

    const filters = screen.getByRole('search');
    await user.type(within(filters).getByLabelText('Buscar por nombre'), 'fact');
    await user.type(within(filters).getByLabelText('Fecha desde'), '01/11/2026');
    await within(filters).findByRole('option', { name: 'Ventas' });
    await user.selectOptions(within(filters).getByLabelText('Subcategoría'), 'Ventas');
    await user.selectOptions(within(filters).getByLabelText('Mostrar'), 'Compartidos conmigo');
    expect(api.of('GET', '/api/notebooks')).toHaveLength(1);

    await user.click(within(filters).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.of('GET', '/api/notebooks')).toHaveLength(2));
    const query = (api.of('GET', '/api/notebooks')[1] as ApiCall).query;
    expect(Object.fromEntries(query)).toEqual({
      title: 'fact',
      dateFrom: '2026-11-01',
      subCategoryId: '5',
      scope: 'shared',
      type: 'email',
      page: '1',
      limit: '10',
    });
    expect(address).toBe('?titulo=fact&desde=2026-11-01&subcategoria=5&alcance=shared');
  });

  it("reloads on 'Buscar' with unchanged filters, so an item unshared meanwhile goes away", async () => {
    let rows = [SHARED_EMAIL, OWN_EMAIL];
    const api = stubApi({
      'GET /api/notebooks': () => page(rows)(),
      'GET /api/sub-categories': subCategories,
    });
    const user = userEvent.setup();
    show('email');
    await screen.findByText('facturas@empresa.test');
    rows = [OWN_EMAIL];

    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByText('facturas@empresa.test')).toBeNull());
    expect(api.of('GET', '/api/notebooks')).toHaveLength(2);
    expect(screen.getByText('soporte@empresa.test')).toBeTruthy();
  });

  it('drops a sub-category filter whose sub-category no longer exists', async () => {
    const api = stubApi({
      'GET /api/notebooks': page([OWN_EMAIL]),
      'GET /api/sub-categories': subCategories,
    });
    show('email', '/?subcategoria=77');
    await waitFor(() => expect(address).toBe(''));
    await waitFor(() =>
      expect(api.of('GET', '/api/notebooks').at(-1)!.query.get('subCategoryId')).toBeNull(),
    );
    expect(await screen.findByText('soporte@empresa.test')).toBeTruthy();
  });

  it('says why the list is missing when the server fails, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /api/notebooks': () =>
        fail ? errorAnswer(400, 'VALIDATION_ERROR', 'Identificador inválido') : page([])(),
      'GET /api/sub-categories': subCategories,
    });
    const user = userEvent.setup();
    show('email');
    expect(await screen.findByText('Error al obtener los correos')).toBeTruthy();
    expect(toasts.error).toEqual(['Identificador inválido']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay correos para mostrar')).toBeTruthy();
  });
});

describe('Gestor de links', () => {
  it('opens links in a new tab without a handle on this one, copies them, and refuses a bad one', async () => {
    stubApi({
      'GET /api/notebooks': page([
        makeLink(),
        makeLink({ id: 4, title: 'Roto', link: 'javascript:alert(1)', description: '' }),
      ]),
      'GET /api/sub-categories': subCategories,
    });
    const user = userEvent.setup();
    show('link');
    const link = await screen.findByRole('link', {
      name: 'https://intranet.empresa.test/inicio (se abre en una pestaña nueva)',
    });
    expect(link.getAttribute('href')).toBe('https://intranet.empresa.test/inicio');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Gestor de links' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copiar link Intranet' }));
    await waitFor(() => expect(toasts.success).toEqual(['Copiado al portapapeles']));
    expect(await navigator.clipboard.readText()).toBe('https://intranet.empresa.test/inicio');

    await user.click(screen.getByRole('link', { name: /^javascript:alert/ }));
    expect(toasts.error).toEqual(['URL inválida']);
  });

  it("shows 'No hay links para mostrar' when there are none", async () => {
    stubApi({ 'GET /api/notebooks': page([]), 'GET /api/sub-categories': subCategories });
    show('link');
    expect(await screen.findByText('No hay links para mostrar')).toBeTruthy();
  });
});

describe('Gestor de plantillas', () => {
  it('shows the creation date, fills the placeholders and copies the filled text', async () => {
    stubApi({
      'GET /api/notebooks': page([makeTemplate({ createdAt: '2026-11-20T23:30:00Z' })]),
      'GET /api/sub-categories': subCategories,
    });
    const user = userEvent.setup();
    show('template');
    // 23:30 UTC is already the 21st in Madrid.
    expect(await screen.findByText('21/11/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver contenido: Bienvenida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido: Bienvenida' });
    await user.type(within(dialog).getByLabelText('nombre'), 'Ana');
    expect(within(dialog).getByText('Hola Ana, gracias por tu pedido.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Copiado al portapapeles']));
    expect(await navigator.clipboard.readText()).toBe('Hola Ana, gracias por tu pedido.');
  });

  it('reloads the list when a delete finds the item already gone (deleted in another tab)', async () => {
    let rows = [makeTemplate()];
    const api = stubApi({
      'GET /api/notebooks': () => page(rows)(),
      'GET /api/sub-categories': subCategories,
      'DELETE /api/notebooks/3': () => errorAnswer(404, 'NOT_FOUND', 'Plantilla no encontrada'),
    });
    const user = userEvent.setup();
    show('template');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Bienvenida' }));
    rows = [];
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar plantilla' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts.error).toEqual(['Plantilla no encontrada']));
    expect(await screen.findByText('No hay plantillas para mostrar')).toBeTruthy();
    expect(api.of('GET', '/api/notebooks')).toHaveLength(2);
  });

  it('asks before deleting and deletes with the type', async () => {
    const api = stubApi({
      'GET /api/notebooks': page([makeTemplate()]),
      'GET /api/sub-categories': subCategories,
      'DELETE /api/notebooks/3': () =>
        answer(successSchema, { success: true, message: 'Plantilla eliminada correctamente' }),
    });
    const user = userEvent.setup();
    show('template');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Bienvenida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar plantilla' });
    expect(within(dialog).getByText('Estás seguro de eliminar esta plantilla?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.of('DELETE', '/api/notebooks/3')).toHaveLength(1));
    expect(api.of('DELETE', '/api/notebooks/3')[0]!.query.get('type')).toBe('template');
    await waitFor(() => expect(toasts.success).toEqual(['Plantilla eliminada correctamente']));
  });
});
