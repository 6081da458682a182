import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, startOfIsoWeek, weekday } from '@app/contract/dates';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday } from './support/dates';
import { ADMIN } from './support/env';
import { adminToken, createAccount, overflowsSideways, signIn } from './support/session';

/**
 * Issue 12 §2 and §3 as the owner and the office use them: the 'Resumen' of Inicio (bars of
 * incomes and expenses, Semanal / Mensual / Anual), the 'Reporte de Gastos' with its filters and
 * its PDF, the office kept out of the finance lists, a phone, and an axe scan. In an English
 * browser far from the company (Europe/Madrid), the product stays Spanish and on company time.
 */
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

const INCOME_COLOR = '#16a34a';
const EXPENSE_COLOR = '#dc2626';
const WEEKDAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];

const run = Date.now().toString(36);
const names = {
  area: `Tesorería ${run}`,
  category: `Papelería ${run}`,
  otherCategory: `Cafetería ${run}`,
  supplier: `Librería Núñez ${run}`,
  expense: `Cuadernos y bolígrafos ${run}`,
  otherExpense: `Café de la mañana ${run}`,
};

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { data?: { id: number }; result?: { id: number } };
  return (body.data ?? body.result)!.id;
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const today = companyToday();
  const areaId = await post(request, token, '/areas', { name: names.area, description: 'Caja' });
  const categoryId = await post(request, token, '/categories', {
    name: names.category,
    description: 'Material de oficina',
  });
  const otherCategoryId = await post(request, token, '/categories', {
    name: names.otherCategory,
    description: 'Café',
  });
  const supplierId = await post(request, token, '/suppliers', { name: names.supplier });
  await post(request, token, '/incomes', { amount: 1500, type: 'cash', date: today, areaId });
  await post(request, token, '/expenses', {
    name: names.expense,
    amount: 1234.56,
    date: today,
    categoryId,
    areaId,
    supplierId,
    note: 'Compra del trimestre',
  });
  await post(request, token, '/expenses', {
    name: names.otherExpense,
    amount: 20,
    date: today,
    categoryId: otherCategoryId,
    areaId,
  });
});

/** The bars drawn in a colour (a zero draws none). */
const bars = (page: Page, color: string) => page.locator(`path.summary-bar[fill="${color}"]`);
const xTicks = (page: Page) =>
  page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the admin sees incomes and expenses as bars by year, week and month', async ({ page }) => {
  const today = companyToday();
  const summaries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/summary') summaries.push(url.search);
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Resumen Anual' })).toBeVisible();
  await expect(bars(page, INCOME_COLOR).first()).toBeVisible();
  await expect(bars(page, EXPENSE_COLOR).first()).toBeVisible();
  expect(summaries[0]).toBe(
    `?from=${today.slice(0, 4)}-01-01&to=${today.slice(0, 4)}-12-31&groupBy=month`,
  );
  await expect(xTicks(page).first()).toHaveText('Enero');
  await expect(page.getByText('Totales del período')).toBeVisible();
  await expect(page.getByText('Accesos directos')).toBeVisible();
  await screenshot(page, 'dashboard-year-1280');

  await page.getByRole('button', { name: 'Semanal' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen Semanal' })).toBeVisible();
  const monday = startOfIsoWeek(today);
  await expect
    .poll(() => summaries.at(-1))
    .toBe(`?from=${monday}&to=${addDays(monday, 6)}&groupBy=day`);
  const label = `${WEEKDAYS[(weekday(today) + 6) % 7]} ${Number(today.slice(8))}`;
  await expect(xTicks(page).filter({ hasText: label })).toHaveCount(1);
  await expect(xTicks(page).first()).toHaveText(`Lun ${Number(monday.slice(8))}`);
  await expect(bars(page, INCOME_COLOR)).not.toHaveCount(0);
  await expect(bars(page, EXPENSE_COLOR)).not.toHaveCount(0);
  await screenshot(page, 'dashboard-week-1280');

  await page.getByRole('button', { name: 'Mensual' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen Mensual' })).toBeVisible();
  await expect
    .poll(() => summaries.at(-1))
    .toMatch(new RegExp(`^\\?from=${today.slice(0, 7)}-01&to=`));
  await expect(xTicks(page).first()).toHaveText('1');
  await expect(bars(page, EXPENSE_COLOR)).not.toHaveCount(0);

  // A month before, then back with 'Hoy'.
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(page.getByRole('button', { name: 'Hoy' })).toBeEnabled();
  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(page.getByRole('button', { name: 'Hoy' })).toBeDisabled();

  await page.getByRole('button', { name: 'Anual' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen Anual' })).toBeVisible();

  // A year with nothing in it says so.
  await page.goto('/dashboard?fecha=2001-06-01');
  await expect(
    page.getByText('No se encontraron datos para el período seleccionado'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resumen Anual' })).toBeVisible();
});

test('the admin filters the expense report and downloads its PDF', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/expenses-report');
  await expect(page.getByRole('heading', { name: 'Reporte de Gastos' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Resumen del reporte' });
  await expect(cards).toBeVisible();

  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: names.category });
  await expect(page).toHaveURL(/categoria=\d+/);
  await expect(cards.getByRole('listitem').first()).toHaveText(
    'Total de Gastos$1,234.561 transacción',
  );
  await expect(cards).toContainText(names.area);
  const table = page.getByRole('table', { name: 'Gastos del reporte' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(names.expense);
  await expect(table.getByRole('row').nth(1)).toContainText('100.0%');
  await expect(table.getByRole('row').nth(1)).toContainText(names.supplier);
  await expect(page.getByRole('figure', { name: 'Gastos por categoría' })).toContainText(
    names.category,
  );
  await screenshot(page, 'report-1280');

  await page.getByRole('button', { name: 'Generar PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar reporte PDF' });
  await expect(dialog).toContainText('$1,234.56');
  await expect(dialog).toContainText('Transacciones1');
  await screenshot(page, 'report-pdf-dialog-1280');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Reporte-Gastos-${companyToday()}.pdf`);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(dialog).toBeHidden();

  // 'Restablecer filtros' brings every expense back.
  await page.getByRole('button', { name: 'Restablecer filtros' }).click();
  await expect(page).not.toHaveURL(/categoria=/);
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue('');
});

test('office sees the dashboard but not the finance lists', async ({ page, request }) => {
  const office = await createAccount(request, 'office', 'Olivia Finanzas');
  await signIn(page, office.email, office.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Resumen Anual' })).toBeVisible();
  await expect(bars(page, INCOME_COLOR).first()).toBeVisible();
  await expect(page.getByText('Error al obtener el resumen')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ingresos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reporte de Gastos' })).toHaveCount(0);
  for (const path of ['/incomes', '/expenses', '/expenses-report']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const path of ['/api/incomes', '/api/expenses', '/api/expenses/report']) {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(403);
  }
});

test('the dashboard and the report have no serious accessibility violation', async ({ page }) => {
  const scan = (screen: string) => expectNoSeriousViolations(page, screen);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(bars(page, INCOME_COLOR).first()).toBeVisible();
  await scan('/dashboard');
  await page.getByRole('button', { name: 'Semanal' }).click();
  await expect(bars(page, INCOME_COLOR).first()).toBeVisible();
  await scan('/dashboard (Semanal)');
  await page.goto('/expenses-report');
  await expect(page.getByRole('table', { name: 'Gastos del reporte' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scan('/expenses-report');
  await page.getByRole('button', { name: 'Generar PDF' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan('the PDF dialog');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('nothing scrolls sideways on the dashboard or the report', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Resumen Anual' })).toBeVisible();
    await expect(bars(page, INCOME_COLOR).first()).toBeVisible();
    expect(await overflowsSideways(page), '/dashboard scrolls sideways').toBe(false);
    await screenshot(page, 'dashboard-year-390');
    for (const view of ['Semanal', 'Mensual'] as const) {
      await page.getByRole('button', { name: view }).click();
      await expect(bars(page, EXPENSE_COLOR).first()).toBeVisible();
      expect(await overflowsSideways(page), `/dashboard ${view} scrolls sideways`).toBe(false);
    }
    await screenshot(page, 'dashboard-month-390');

    await page.goto('/expenses-report');
    await expect(page.getByRole('list', { name: 'Resumen del reporte' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gastos del reporte' })).toBeVisible();
    expect(await overflowsSideways(page), '/expenses-report scrolls sideways').toBe(false);
    await screenshot(page, 'report-390');
    await page.getByRole('button', { name: 'Generar PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar reporte PDF' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'report-pdf-dialog-390');
  });
});
