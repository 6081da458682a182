import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { adminToken, overflowsSideways } from './support/session';

/**
 * Issue 28 §5 (DECISIONS §12) as an admin meets it: 'Auditoría' lists who did what, filters by
 * action (kept in the address), and exports the filter as CSV. Then the screen at 1280 and 390 px
 * in a Spanish and an English browser, with an axe scan of each: no violation at all.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = process.env.SHOTS_DIR ?? path.join(root, '.tmp/audit');
const shot = (name: string) => path.join(shots, `${name}.png`);

/** A holiday added and renamed by the admin: two 'Configuración cambiada' rows. */
async function changeSettings(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const stamp = Date.now();
  const month = String((stamp % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(stamp / 12) % 28) + 1).padStart(2, '0');
  const year = 2090 + (Math.floor(stamp / 336) % 9);
  const created = await request.post('/api/holidays', {
    headers,
    data: { date: `${year}-${month}-${day}`, name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const renamed = await request.patch(`/api/holidays/${data.id}`, {
    headers,
    data: { name: `${name} (2)` },
  });
  expect(renamed.ok()).toBeTruthy();
}

async function expectNoViolations(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(found, `${screen}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

test('the admin opens Auditoría, filters by action, sees the rows and exports them as CSV', async ({
  page,
  request,
  signIn,
}) => {
  await changeSettings(request, 'Fiesta de la auditoría');
  await signIn(ADMIN.email, ADMIN.password);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  // Every sign-in of the specs is there too.
  await expect(table.getByRole('cell', { name: 'Inicio de sesión' }).first()).toBeVisible();

  await page.getByLabel('Acción').selectOption({ label: 'Configuración cambiada' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/accion=settings-changed/);
  await expect(table.getByRole('cell', { name: 'Inicio de sesión' })).toHaveCount(0);
  await expect(
    table.getByRole('cell', { name: /Festivo modificado: .* Fiesta de la auditoría \(2\)/ }),
  ).toBeVisible();
  await expect(
    table.getByRole('cell', { name: /Festivo añadido: .* Fiesta de la auditoría$/ }),
  ).toBeVisible();
  await expect(table.getByText('Correcto').first()).toBeVisible();

  // The filter stays in the address: opened again, the same rows.
  await page.reload();
  await expect(page.getByLabel('Acción')).toHaveValue('settings-changed');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^auditoria-inicio-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Fecha y hora,Usuario,Acción,Objetivo,Dirección,Resultado');
  expect(csv).toContain('Fiesta de la auditoría (2)');
  expect(lines.slice(1).every((line) => line.includes('Configuración cambiada'))).toBe(true);
});

const RUNS = [
  { locale: 'es-ES', width: 1280, height: 800 },
  { locale: 'es-ES', width: 390, height: 844 },
  { locale: 'en-US', width: 1280, height: 800 },
  { locale: 'en-US', width: 390, height: 844 },
] as const;

for (const run of RUNS) {
  const name = `${run.locale}-${run.width}`;
  test.describe(`Auditoría, ${run.locale} at ${run.width} px`, () => {
    test.use({ locale: run.locale, viewport: { width: run.width, height: run.height } });

    test(`the list, and an empty filter (${name})`, async ({ page, request, signIn }) => {
      await changeSettings(request, `Festivo ${name}`);
      await signIn(ADMIN.email, ADMIN.password);
      await page.goto('/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
      // Spanish in an English browser too.
      await expect(
        page.getByText('Configuración cambiada', { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-auditoria`), fullPage: true });
      await expectNoViolations(page, `Auditoría ${name}`);

      // A day with nothing in it: the empty state.
      await page.goto('/audit?desde=2001-01-01&hasta=2001-01-02');
      await expect(page.getByText('No hay registros de auditoría con estos filtros')).toBeVisible();
      await page.screenshot({ path: shot(`${name}-auditoria-vacia`), fullPage: true });
      await expectNoViolations(page, `Auditoría vacía ${name}`);
    });
  });
}
