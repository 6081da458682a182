import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday } from './support/dates';
import { ADMIN, PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';
import { adminToken, overflowsSideways, signIn } from './support/session';

/**
 * Amounts typed the Spanish way (issue 24): `23,50` is saved as 23.50, never 2,350.00; `1,2,3` is
 * refused with a Spanish message under the field and nothing is saved. A second server started
 * with APP_NUMBER_FORMAT=es-ES and APP_CURRENCY=EUR writes `1.234,56 €` on its screens.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = path.resolve(root, 'test-results/amounts');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const RUN = Date.now().toString(36).slice(-4);
const AREA = `Caja ${RUN}`;
const CATEGORY = `Material ${RUN}`;

type Listed = {
  data: { id: number; name?: string; description?: string; amount: number }[];
  totalItems: number;
};

async function api(request: APIRequestContext, token: string, url: string, data?: object) {
  const headers = { authorization: `Bearer ${token}` };
  const response = data
    ? await request.post(url, { headers, data })
    : await request.get(url, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<unknown>;
}

/** An area and a category made through the API; their ids. */
async function catalog(request: APIRequestContext, token: string) {
  await api(request, token, '/api/areas', { name: AREA, description: 'E2E' });
  await api(request, token, '/api/categories', { name: CATEGORY, description: 'E2E' });
  const areas = (await api(request, token, '/api/areas?limit=100')) as Listed;
  const categories = (await api(request, token, '/api/categories?limit=100')) as Listed;
  return {
    areaId: areas.data.find((area) => area.name === AREA)!.id,
    categoryId: categories.data.find((category) => category.name === CATEGORY)!.id,
  };
}

/** Types `typed` in a new income's amount and saves it in `AREA`. */
async function addIncome(page: Page, typed: string, description: string) {
  await page.getByRole('button', { name: 'Nuevo ingreso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ingreso' });
  await dialog.getByLabel(/^Monto/).fill(typed);
  await dialog.getByLabel(/^Tipo/).selectOption({ label: 'Efectivo' });
  await dialog.getByLabel(/^Área/).selectOption({ label: AREA });
  await dialog.getByLabel(/^Concepto/).fill(description);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingreso creado correctamente').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('with the default style (en-US, USD)', () => {
  test.use({ locale: 'es-ES' });

  test.beforeAll(async ({ request }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await catalog(request, await adminToken(request));
  });

  test('23,50 typed in an income is saved as 23.50', async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/incomes');
    await expect(page.getByRole('heading', { name: 'Ingresos', level: 1 })).toBeVisible();

    await addIncome(page, '23,50', `Propina ${RUN}`);
    const table = page.getByRole('table', { name: 'Lista de ingresos' });
    const row = table.getByRole('row').filter({ hasText: `Propina ${RUN}` });
    await expect(row).toContainText('$23.50');
    await expect(row).not.toContainText('2,350');

    const token = await adminToken(request);
    const saved = (await api(request, token, '/api/incomes?limit=100')) as Listed;
    expect(saved.data.filter((income) => income.description === `Propina ${RUN}`)).toMatchObject([
      { amount: 23.5 },
    ]);

    // Opened again, the field shows what was read, in the company's style.
    await page.getByRole('button', { name: `Editar Propina ${RUN}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar ingreso' });
    await expect(edit.getByLabel(/^Monto/)).toHaveValue('23.50');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('1,2,3 in an expense says why under the field and saves nothing', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const before = ((await api(request, token, '/api/expenses')) as Listed).totalItems;
    const posted: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/expenses') {
        posted.push(sent.url());
      }
    });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Nuevo egreso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo egreso' });
    await dialog.getByLabel(/^Nombre/).fill(`Tornillos ${RUN}`);
    const amount = dialog.getByLabel(/^Monto/);
    await amount.fill('1,2,3');
    await dialog.getByLabel(/^Categoría/).selectOption({ label: CATEGORY });
    await dialog.getByLabel(/^Área/).selectOption({ label: AREA });
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const message = dialog.locator(`#${await amount.getAttribute('aria-describedby')}`);
    await expect(message).toHaveText('Monto inválido: escríbelo como 1234.56 o 1,234.56');
    await expect(amount).toHaveValue('1,2,3');
    await expectNoSeriousViolations(page, 'Nuevo egreso con un monto ilegible');
    await shot(page, 'monto-ilegible-1280');
    expect(posted).toEqual([]);
    const after = ((await api(request, token, '/api/expenses')) as Listed).totalItems;
    expect(after).toBe(before);

    // Written the Spanish way with thousands, it is read and saved.
    await amount.fill('1.234,56');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Egreso creado correctamente').first()).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Lista de egresos' })
      .getByRole('row')
      .filter({ hasText: `Tornillos ${RUN}` });
    await expect(row).toContainText('$1,234.56');
    expect(posted).toHaveLength(1);
  });
});

test.describe('a server started with APP_NUMBER_FORMAT=es-ES and APP_CURRENCY=EUR', () => {
  const SPANISH_PORT = PORT + 6;
  const base = `http://127.0.0.1:${SPANISH_PORT}`;
  let server: OwnServer;

  test.use({ baseURL: base, locale: 'en-US' });

  test.beforeAll(async ({ request }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    server = await startOwnServer({
      port: SPANISH_PORT,
      folderName: 'amounts-es',
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        APP_NUMBER_FORMAT: 'es-ES',
        APP_CURRENCY: 'eur',
      },
    });
    const token = await adminToken(request);
    const { areaId, categoryId } = await catalog(request, token);
    await api(request, token, '/api/expenses', {
      name: `Sillas ${RUN}`,
      amount: 1234.56,
      date: companyToday(),
      categoryId,
      areaId,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the lists write 1.234,56 €, and 23,50 typed is 23,50 €', async ({ page, request }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/expenses');
    const row = page
      .getByRole('table', { name: 'Lista de egresos' })
      .getByRole('row')
      .filter({ hasText: `Sillas ${RUN}` });
    await expect(row).toContainText('1.234,56 €');
    await expect(page.getByText('$', { exact: false })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'Egresos en es-ES');
    await shot(page, 'egresos-es-1280');

    await page.goto('/incomes');
    await page.getByRole('button', { name: 'Nuevo ingreso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo ingreso' });
    await expect(dialog.getByText('€', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await addIncome(page, '23,50', `Propina ${RUN}`);
    const income = page
      .getByRole('table', { name: 'Lista de ingresos' })
      .getByRole('row')
      .filter({ hasText: `Propina ${RUN}` });
    await expect(income).toContainText('23,50 €');
    const token = await adminToken(request);
    const saved = (await api(request, token, '/api/incomes?limit=100')) as Listed;
    expect(saved.data.find((item) => item.description === `Propina ${RUN}`)?.amount).toBe(23.5);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/expenses');
    await expect(page.getByText('1.234,56 €').first()).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'egresos-es-390');
  });
});
