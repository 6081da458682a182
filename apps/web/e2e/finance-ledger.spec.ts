import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, ddmmyyyy } from './support/dates';
import { ADMIN } from './support/env';
import { adminToken, createAccount, overflowsSideways, signIn } from './support/session';

/**
 * Ingresos, Egresos and Egresos Recurrentes as the owner uses them, against the real server: the
 * dialogs, the tables, the filters in the address, the CSV, a receipt attached, opened and
 * removed, pausing a recurring expense; the office is refused; a phone fits; axe finds nothing
 * serious. In an English browser: the product must still read Spanish.
 */
test.use({ locale: 'en-US' });
// Generous waits: the suite shares two cores with other work.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/finance-ledger');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** A 1×1 PNG and a one-page PDF: the receipts the server's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const RUN = Date.now().toString(36).slice(-4);
const AREA = `Tienda ${RUN}`;
const OTHER_AREA = `Bodega ${RUN}`;
const CATEGORY = `Papelería ${RUN}`;
const OTHER_CATEGORY = `Viajes ${RUN}`;
const SUPPLIER = `Papelera Ñandú ${RUN}`;

async function catalog(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Rows that stay for the axe and phone checks: an income in the other area, an expense without
 * supplier, a recurring expense on day 1 (none of them in the filters the tests apply).
 */
async function seedRows(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const areas = (await (await request.get('/api/areas', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const categories = (await (await request.get('/api/categories', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const areaId = areas.data.find((area) => area.name === OTHER_AREA)!.id;
  const categoryId = categories.data.find((category) => category.name === CATEGORY)!.id;
  const day = companyToday();
  expect(
    (
      await request.post('/api/incomes', {
        headers,
        data: { amount: 315.4, type: 'cash', date: day, areaId, description: `Caja ${RUN}` },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/expenses', {
        headers,
        data: { name: `Luz ${RUN}`, amount: 99.99, date: day, categoryId, areaId },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/expenses-recurrent', {
        headers,
        data: { name: `Internet ${RUN}`, amount: 45, dayOfMonth: 1, categoryId, areaId },
      })
    ).status(),
  ).toBe(201);
}

let office: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const token = await adminToken(request);
  for (const name of [AREA, OTHER_AREA]) {
    await catalog(request, token, '/areas', { name, description: 'E2E' });
  }
  for (const name of [CATEGORY, OTHER_CATEGORY]) {
    await catalog(request, token, '/categories', { name, description: 'E2E' });
  }
  await catalog(request, token, '/suppliers', { name: SUPPLIER });
  office = await createAccount(request, 'office', 'Olga Oficina');
  await seedRows(request);
});

test('the admin records, edits, filters, exports and deletes an income', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Reached from the side navigation.
  await page.getByRole('link', { name: 'Ingresos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ingresos', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo ingreso' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo ingreso' });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Requerido')).toHaveCount(3);
  await create.getByLabel(/^Monto/).fill('1234.56');
  await create.getByLabel(/^Monto/).blur();
  await expect(create.getByLabel(/^Monto/)).toHaveValue('1,234.56');
  // The date field opens on today, in DD/MM/YYYY even in an English browser.
  await expect(create.getByLabel(/^Fecha/)).toHaveValue(ddmmyyyy(companyToday()));
  await create.getByLabel(/^Tipo/).selectOption({ label: 'Tarjeta de crédito' });
  await create.getByLabel(/^Área/).selectOption({ label: AREA });
  await create.getByLabel(/^Concepto \(opcional\)/).fill(`Venta mostrador ${RUN}`);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingreso creado correctamente').first()).toBeVisible();
  await expect(create).toBeHidden();

  const table = page.getByRole('table', { name: 'Lista de ingresos' });
  const row = table.getByRole('row').filter({ hasText: `Venta mostrador ${RUN}` });
  await expect(row).toContainText('$1,234.56');
  await expect(row).toContainText('Tarjeta de crédito');
  await expect(row).toContainText(AREA);
  await shot(page, 'incomes-1280');

  await page.getByRole('button', { name: `Editar Venta mostrador ${RUN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar ingreso' });
  await edit.getByLabel(/^Monto/).fill('2000');
  await edit.getByLabel(/^Área/).selectOption({ label: OTHER_AREA });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingreso actualizado correctamente').first()).toBeVisible();
  await expect(row).toContainText('$2,000.00');
  await expect(row).toContainText(OTHER_AREA);

  // Filters apply on 'Buscar' and live in the address.
  const filters = page.getByRole('search', { name: 'Filtros de ingresos' });
  await filters.getByLabel(/^Área/).selectOption({ label: AREA });
  await expect(row).toBeVisible();
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/area=\d+/);
  await expect(page.getByText('No se encontraron registros')).toBeVisible();
  await filters.getByRole('button', { name: 'Limpiar' }).click();
  await expect(row).toBeVisible();
  await filters.getByLabel('Buscar por concepto o área').fill(`MOSTRADOR ${RUN}`);
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/nombre=/);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(filters.getByLabel('Buscar por concepto o área')).toHaveValue(`MOSTRADOR ${RUN}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`Venta mostrador ${RUN}`);
  expect(csv).toContain('2000');

  await page.getByRole('button', { name: `Eliminar Venta mostrador ${RUN}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar ingreso' })
    .getByRole('button', {
      name: 'Confirmar',
    })
    .click();
  await expect(page.getByText('Ingreso eliminado correctamente').first()).toBeVisible();
  await expect(page.getByText('No se encontraron registros')).toBeVisible();
});

test('the admin records an expense, attaches receipts, sees the clip and deletes it', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Gastos' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByRole('heading', { name: 'Egresos', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo egreso' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo egreso' });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Requerido')).toHaveCount(4);
  await create.getByLabel(/^Nombre/).fill(`Compra de papel ${RUN}`);
  await create.getByLabel(/^Monto/).fill('89.9');
  await create.getByLabel(/^Categoría/).selectOption({ label: CATEGORY });
  await create.getByLabel(/^Área/).selectOption({ label: AREA });
  await create.getByLabel(/^Proveedor \(opcional\)/).selectOption({ label: SUPPLIER });
  await create.getByLabel(/^Nota \(opcional\)/).fill('Folios A4 y sobres');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Egreso creado correctamente').first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Lista de egresos' });
  const row = table.getByRole('row').filter({ hasText: `Compra de papel ${RUN}` });
  await expect(row).toContainText('$89.90');
  await expect(row).toContainText(SUPPLIER);
  await expect(row).not.toContainText('Recurrente');
  await expect(row).not.toContainText('comprobante');

  await page.getByRole('button', { name: `Editar Compra de papel ${RUN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar egreso' });
  const receipts = edit.getByRole('region', { name: /Comprobantes/ });
  await expect(receipts.getByText('Este egreso no tiene comprobantes.')).toBeVisible();
  const picker = receipts.getByLabel('Adjuntar comprobante', { exact: true });
  await picker.setInputFiles({
    name: 'nota.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(receipts.getByRole('alert')).toHaveText(
    'La extensión de archivo .txt no está permitida. Adjunta JPG, PNG o PDF.',
  );
  await picker.setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: PNG });
  await expect(receipts.getByText('ticket.png')).toBeVisible();
  await expect(page.getByText('Comprobante adjuntado correctamente').first()).toBeVisible();
  await picker.setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(receipts.getByText('factura.pdf')).toBeVisible();
  await expect(receipts.getByRole('heading')).toHaveText('Comprobantes (2/5)');
  // A PNG that is not one is refused by the server, with its message.
  await picker.setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: PDF });
  await expect(receipts.getByRole('alert')).toBeVisible();
  await expect(receipts.getByText('falso.png')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the expense dialog with receipts');
  await shot(page, 'expense-receipts-1280');

  // A receipt opens in a new tab, from the file the server gave.
  const opening = page.waitForEvent('popup');
  await receipts.getByRole('button', { name: 'Abrir ticket.png' }).click();
  const tab = await opening;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  await receipts.getByRole('button', { name: 'Quitar factura.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Quitar comprobante' })
    .getByRole('button', {
      name: 'Confirmar',
    })
    .click();
  await expect(receipts.getByText('factura.pdf')).toHaveCount(0);
  await expect(receipts.getByRole('heading')).toHaveText('Comprobantes (1/5)');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row.getByText('1 comprobante')).toBeAttached();
  await shot(page, 'expenses-1280');

  // Filter by category: the other one finds nothing; the address keeps it.
  const filters = page.getByRole('search', { name: 'Filtros de egresos' });
  await filters.getByLabel(/^Categoría/).selectOption({ label: OTHER_CATEGORY });
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/categoria=\d+/);
  await expect(page.getByText('No se encontraron registros')).toBeVisible();
  await filters.getByLabel(/^Categoría/).selectOption({ label: CATEGORY });
  await filters.getByLabel('Proveedor').selectOption({ label: SUPPLIER });
  await filters.getByLabel('Fecha desde').fill(ddmmyyyy(companyToday()));
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Eliminar Compra de papel ${RUN}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar egreso' })
    .getByRole('button', {
      name: 'Confirmar',
    })
    .click();
  await expect(page.getByText('Egreso eliminado correctamente').first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the admin creates, pauses, edits and deletes a recurring expense', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/expenses-recurrent');
  await expect(page.getByRole('heading', { name: 'Egresos Recurrentes', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo egreso recurrente' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo egreso recurrente' });
  const days = await create
    .getByLabel(/^Día del mes/)
    .locator('option')
    .allTextContents();
  expect(days.slice(1)).toEqual(['Día 1', 'Día 5', 'Día 10', 'Día 15', 'Día 20', 'Día 25']);
  await create.getByLabel(/^Nombre/).fill(`Alquiler local ${RUN}`);
  await create.getByLabel(/^Monto/).fill('1500');
  await create.getByLabel(/^Día del mes/).selectOption({ label: 'Día 25' });
  await create.getByLabel(/^Categoría/).selectOption({ label: CATEGORY });
  await create.getByLabel(/^Área/).selectOption({ label: AREA });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Egreso recurrente creado correctamente').first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Lista de egresos recurrentes' });
  const row = table.getByRole('row').filter({ hasText: `Alquiler local ${RUN}` });
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Día 25');
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const toggle = row.getByRole('switch', { name: `Estado de Alquiler local ${RUN}: Activo` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'expenses-recurrent-1280');

  await toggle.click();
  const paused = row.getByRole('switch', { name: `Estado de Alquiler local ${RUN}: Pausado` });
  await expect(paused).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toHaveCount(0);

  await page.getByRole('button', { name: `Editar Alquiler local ${RUN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar egreso recurrente' });
  await expect(edit.getByRole('checkbox', { name: 'Activo' })).not.toBeChecked();
  await edit.getByRole('checkbox', { name: 'Activo' }).check();
  await edit.getByLabel(/^Día del mes/).selectOption({ label: 'Día 10' });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Egreso recurrente actualizado correctamente').first()).toBeVisible();
  await expect(row).toContainText('Día 10');
  await expect(
    row.getByRole('switch', { name: `Estado de Alquiler local ${RUN}: Activo` }),
  ).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filtros de egresos recurrentes' });
  await filters.getByLabel(/^Día del mes/).selectOption({ label: 'Día 5' });
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/dia=5/);
  await expect(row).toHaveCount(0);
  await filters.getByRole('button', { name: 'Limpiar' }).click();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Eliminar Alquiler local ${RUN}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar egreso recurrente' })
    .getByRole('button', {
      name: 'Confirmar',
    })
    .click();
  await expect(page.getByText('Egreso recurrente eliminado correctamente').first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the office is refused the finance lists, on screen and by the server', async ({
  page,
  request,
}) => {
  await signIn(page, office.email, office.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await expect(page.getByRole('link', { name: 'Ingresos' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gastos' })).toHaveCount(0);
  for (const screen of ['/incomes', '/expenses', '/expenses-recurrent']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const call of ['/api/incomes', '/api/expenses', '/api/expenses-recurrent']) {
    const response = await request.get(call, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), call).toBe(403);
  }
});

test('every finance list passes axe at desktop width', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [screen, text] of [
    ['/incomes', `Caja ${RUN}`],
    ['/expenses', `Luz ${RUN}`],
    ['/expenses-recurrent', `Internet ${RUN}`],
  ] as const) {
    await page.goto(screen);
    await expect(page.getByRole('cell', { name: text, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, screen);
  }
  await page.getByRole('button', { name: 'Nuevo egreso recurrente' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the recurring expense dialog');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the finance lists are cards that fit, with dialogs that fit, and pass axe', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [screen, title, create] of [
      ['/incomes', 'Ingresos', 'Nuevo ingreso'],
      ['/expenses', 'Egresos', 'Nuevo egreso'],
      ['/expenses-recurrent', 'Egresos Recurrentes', 'Nuevo egreso recurrente'],
    ] as const) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: /^Lista de/ })).toBeVisible();
      expect(await overflowsSideways(page), `${screen} scrolls sideways`).toBe(false);
      await expectNoSeriousViolations(page, `${screen} (phone)`);
      await shot(page, `${screen.slice(1)}-390`);

      await page.getByRole('button', { name: create }).click();
      const dialog = page.getByRole('dialog', { name: create });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await overflowsSideways(page), `${screen} dialog scrolls sideways`).toBe(false);
      await shot(page, `${screen.slice(1)}-dialog-390`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    }
  });
});
