import path from 'node:path';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday } from './support/dates';
import { ADMIN } from './support/env';
import { adminToken, createAccount, signIn } from './support/session';

/**
 * 'Exportar CSV' and 'Exportar Excel' beside each other on Ingresos, Egresos and both tabs of
 * 'Gestión de Punches', against the real server: each Excel download is opened with an
 * independent reader (read-excel-file) and holds the header, number and date cells; the analysis
 * workbook is built in the browser from a module fetched only when the button is pressed. In a
 * Spanish and an English browser, at 1280 and 390 px, with an axe scan.
 */
test.describe.configure({ timeout: 180_000 });

/** Where the screenshots go (`EXPORTS_SHOTS` to keep them out of a later run's clean-up). */
const SHOTS =
  process.env.EXPORTS_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/exports');
const RUN = Date.now().toString(36).slice(-4);
const AREA = `Exportaciones ${RUN}`;
/** Letters only: the account's email is made from the name (support/session.ts). */
const WORKER = `Paula Planilla ${RUN.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

type Seeded = { userId: number };
let seeded: Seeded | undefined;

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: { id: number } };
}

/** An income, an expense and a usuario's punched day of today, made once through the API. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  if (seeded) return seeded;
  const token = await adminToken(request);
  const day = companyToday();
  const area = await post(request, token, '/api/areas', { name: AREA, description: AREA });
  const category = await post(request, token, '/api/categories', {
    name: AREA,
    description: AREA,
  });
  await post(request, token, '/api/incomes', {
    amount: 1234.5,
    type: 'cash',
    date: day,
    areaId: area.data.id,
    description: `Caja ${RUN}`,
  });
  await post(request, token, '/api/expenses', {
    amount: 99.9,
    date: day,
    name: `Tóner ${RUN}`,
    categoryId: category.data.id,
    areaId: area.data.id,
  });
  const usuario = await createAccount(request, 'usuario', WORKER);
  const users = (await (
    await request.get('/api/users', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: number; email: string }[] };
  const userId = users.data.find((user) => user.email === usuario.email)!.id;
  await post(request, token, '/api/shifts', {
    startDateTime: `${day} 00:00`,
    endDateTime: `${day} 23:59`,
    usersId: [userId],
  });
  await post(request, token, '/api/shifts/publish-unpublish', {
    publishOrUnpublish: 'publish',
    day,
  });
  const signedIn = await request.post('/api/auth', {
    data: { email: usuario.email, password: usuario.password },
  });
  const userToken = ((await signedIn.json()) as { token: string }).token;
  await post(request, userToken, '/api/punches/add', { type: 'I', notes: 'Entrada' });
  await post(request, userToken, '/api/punches/add', { type: 'O', notes: 'Salida' });
  seeded = { userId };
  return seeded;
}

/** Presses a button of the 'Exportar' group and opens the Excel file it downloads. */
async function downloadWorkbook(page: Page, group: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await group.getByRole('button', { name: 'Exportar Excel' }).click();
  const download: Download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const [sheet] = await readXlsxFile(await download.path());
  return { name: download.suggestedFilename(), rows: sheet!.data };
}

const isDate = (cell: unknown) => cell instanceof Date;

test('every Excel button downloads a workbook with number and date cells', async ({
  page,
  request,
}) => {
  const { userId } = await seed(request);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Ingresos: the amount is a number cell, the date a date cell.
  await page.goto('/incomes');
  await expect(page.getByRole('cell', { name: `Caja ${RUN}` }).first()).toBeVisible();
  const incomesGroup = page.getByRole('group', { name: 'Exportar' });
  await expect(incomesGroup.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  const incomes = await downloadWorkbook(page, incomesGroup);
  expect(incomes.name).toMatch(/^ingresos-.*\.xlsx$/);
  expect(incomes.rows[0]).toEqual(['Fecha', 'Concepto', 'Área', 'Tipo', 'Monto']);
  const income = incomes.rows.find((row) => row[1] === `Caja ${RUN}`)!;
  expect(isDate(income[0])).toBe(true);
  expect(income.slice(2)).toEqual([AREA, 'Efectivo', 1234.5]);
  await expect(page.getByText('Ingresos exportados').first()).toBeVisible();

  // Egresos.
  await page.goto('/expenses');
  await expect(page.getByRole('cell', { name: `Tóner ${RUN}` }).first()).toBeVisible();
  const expenses = await downloadWorkbook(page, page.getByRole('group', { name: 'Exportar' }));
  expect(expenses.rows[0]?.slice(0, 6)).toEqual([
    'Fecha',
    'Nombre',
    'Categoría',
    'Área',
    'Proveedor',
    'Monto',
  ]);
  const expense = expenses.rows.find((row) => row[1] === `Tóner ${RUN}`)!;
  expect(isDate(expense[0])).toBe(true);
  expect(expense[5]).toBe(99.9);

  // Gestión de Punches, 'Registros': date and date-time cells, hours as numbers.
  await page.goto(`/punches?usuarios=${userId}`);
  const records = page.getByRole('region', { name: 'Registros de punches' });
  await expect(records.getByRole('row').filter({ hasText: WORKER })).toHaveCount(1);
  const punches = await downloadWorkbook(page, page.getByRole('group', { name: 'Exportar' }));
  expect(punches.name).toMatch(/^punches-.*\.xlsx$/);
  expect(punches.rows[0]?.slice(0, 7)).toEqual([
    'Usuario',
    'Fecha',
    'Inicio del turno',
    'Fin del turno',
    'Entrada',
    'Salida',
    'Horas trabajadas',
  ]);
  expect(punches.rows).toHaveLength(2);
  const record = punches.rows[1]!;
  expect(record[0]).toBe(WORKER);
  expect(record.slice(1, 6).every(isDate)).toBe(true);
  expect(typeof record[6]).toBe('number');
  expect(record[15]).toBe('Completado');

  // 'Análisis': the workbook is made in the browser, its writer fetched on the first press.
  await page.getByRole('tab', { name: 'Análisis' }).click();
  const analysisTable = page.getByRole('table', { name: 'Análisis de punches por usuario' });
  await expect(analysisTable.getByRole('row').filter({ hasText: 'TOTALES' })).toHaveCount(1);
  // The scan is of the table and its buttons: the previous download's toast has gone by then.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: path.join(SHOTS, 'analisis-1280-es-ES.png') });
  await expectNoSeriousViolations(page, 'análisis');
  const writerFetched = page.waitForRequest(/\/assets\/xlsx-file-[^/]+\.js$/);
  const analysis = await downloadWorkbook(page, page.getByRole('group', { name: 'Exportar' }));
  await writerFetched;
  expect(analysis.name).toMatch(/^analisis-punches-.*\.xlsx$/);
  expect(analysis.rows[0]?.[0]).toBe('Usuario');
  expect(analysis.rows.map((row) => row[0])).toEqual(['Usuario', WORKER, 'TOTALES']);
  for (const row of analysis.rows.slice(1)) {
    expect(row.slice(1).every((cell) => typeof cell === 'number')).toBe(true);
  }
  expect(analysis.rows[2]!.slice(1)).toEqual(analysis.rows[1]!.slice(1));

  // The analysis CSV is still there, in the company's dialect (en-US by default: commas).
  const csvDownload = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Exportar' })
    .getByRole('button', { name: 'Exportar CSV' })
    .click();
  expect((await csvDownload).suggestedFilename()).toMatch(/^analisis-punches-.*\.csv$/);
});

for (const locale of ['es-ES', 'en-US'] as const) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test('the export buttons read Spanish, fit a phone and pass axe', async ({ page, request }) => {
      const { userId } = await seed(request);
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        for (const [screen, url, tab] of [
          ['ingresos', '/incomes', null],
          ['registros', `/punches?usuarios=${userId}`, null],
          ['analisis', `/punches?usuarios=${userId}`, 'Análisis'],
        ] as const) {
          await page.goto(url);
          if (tab) await page.getByRole('tab', { name: tab }).click();
          const group = page.getByRole('group', { name: 'Exportar' }).first();
          await expect(group.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
          await expect(group.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
          await expect(group.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
          // Both buttons inside the screen.
          for (const name of ['Exportar CSV', 'Exportar Excel']) {
            const box = await group.getByRole('button', { name }).boundingBox();
            expect(box!.x).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          }
          await page.screenshot({ path: path.join(SHOTS, `${screen}-${width}-${locale}.png`) });
          await expectNoSeriousViolations(page, `${screen} ${width} ${locale}`);
          // By keyboard: focus reaches the Excel button and Enter starts the download.
          await group.getByRole('button', { name: 'Exportar CSV' }).focus();
          await page.keyboard.press('Tab');
          await expect(group.getByRole('button', { name: 'Exportar Excel' })).toBeFocused();
          const downloading = page.waitForEvent('download');
          await page.keyboard.press('Enter');
          expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
        }
      }
    });
  });
}
