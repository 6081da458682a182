import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMonths, monthLastDay } from '@app/contract/dates';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, ddmmyyyy } from './support/dates';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { bearer, entryWithoutExit } from './support/attendance';
import { createAccount, overflowsSideways } from './support/session';

/**
 * Issue 26, the managers' side (DECISIONS §10): a worker's forgotten exit and their request for
 * the exit time; an office user finds it in 'Incidencias' and 'Correcciones', approves it with an
 * adjusted time; the worker's punch shows 'Corregido' and its history; the admin closes the month.
 * At 1280 and 390 px, in a Spanish and an English browser, with an axe scan of every new tab and
 * dialog. Each run works in a month of its own that has ended (two to five months back), and
 * reopens it at the end, so that other specs still write in it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shot = (name: string) => path.join(root, '.tmp/punch-corrections-manager', `${name}.png`);

/** Toasts come and go by themselves: scan the screen under them once they have gone. */
async function scan(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth', { data: { email, password } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/**
 * On `day`: a published 09:00–17:00 shift, the entry the admin wrote for the worker (applied at
 * once, no exit: sin salida), and the worker's request for the exit time (pending).
 */
async function pendingRequest(
  request: APIRequestContext,
  worker: { email: string; password: string },
  day: string,
) {
  const { punchId } = await entryWithoutExit(request, worker.email, day);
  const asked = await request.post('/api/punch-corrections', {
    headers: bearer(await tokenOf(request, worker.email, worker.password)),
    data: { punchId, dateOut: `${day} 17:30`, reason: 'Olvidé registrar la salida' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
}

const RUNS = [
  { locale: 'es-ES', width: 1280, height: 800, who: 'Ana' },
  { locale: 'es-ES', width: 390, height: 844, who: 'Berta' },
  { locale: 'en-US', width: 1280, height: 800, who: 'Carla' },
  { locale: 'en-US', width: 390, height: 844, who: 'Dora' },
] as const;

RUNS.forEach((run, index) => {
  const name = `${run.locale}-${run.width}`;
  test.describe(`${run.locale} at ${run.width} px`, () => {
    test.use({ locale: run.locale, viewport: { width: run.width, height: run.height } });

    test(`office approves a request with an adjusted exit; the worker sees 'Corregido'; the admin closes the month (${name})`, async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(180_000);
      const month = addMonths(companyToday(), -(2 + index)).slice(0, 7);
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const day = `${month}-10`;
      const date = ddmmyyyy(day);
      const range = `desde=${month}-01&hasta=${monthLastDay(year, monthNumber)}`;
      const worker = await createAccount(request, 'usuario', `Trabajadora ${run.who}`);
      const office = await createAccount(request, 'office', `Oficina ${run.who}`);
      await pendingRequest(request, worker, day);

      // Office: 'Incidencias' of that month, filtered to the worker's pending request.
      await signIn(office.email, office.password);
      await page.goto(`/punches?vista=incidencias&${range}`);
      const types = page.getByRole('group', { name: 'Tipo de incidencia' });
      await types.getByRole('button', { name: /^Corrección pendiente/ }).click();
      const review = page.getByRole('button', {
        name: `Revisar solicitud de ${worker.name} del ${date}`,
      });
      // Until the filtered page arrives, the sin salida row of that day offers the same review.
      await expect(review.filter({ visible: true })).toHaveCount(1);
      await expect(review.filter({ visible: true })).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-incidencias`), fullPage: true });
      await scan(page, `Incidencias ${name}`);

      // … which opens it in 'Correcciones', its dialog at once, the times as asked.
      await review.filter({ visible: true }).click();
      await expect(page).toHaveURL(/vista=correcciones/);
      const dialog = page.getByRole('dialog', { name: 'Aprobar corrección' });
      await expect(dialog.getByText('Olvidé registrar la salida')).toBeVisible();
      await expect(dialog.getByLabel('Hora de salida')).toHaveValue('17:30');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('tab', { name: 'Correcciones' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const approve = page
        .getByRole('button', { name: `Aprobar la solicitud de ${worker.name} del ${date}` })
        .filter({ visible: true });
      await expect(approve).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-correcciones`), fullPage: true });
      await scan(page, `Correcciones ${name}`);

      // 'Rechazar' asks for a note before anything is sent.
      await page
        .getByRole('button', { name: `Rechazar la solicitud de ${worker.name} del ${date}` })
        .filter({ visible: true })
        .click();
      const reject = page.getByRole('dialog', { name: 'Rechazar corrección' });
      await reject.getByRole('button', { name: 'Rechazar', exact: true }).click();
      await expect(reject.getByText('Escribe una nota para rechazar la solicitud')).toBeVisible();
      await page.screenshot({ path: shot(`${name}-rechazar`), fullPage: true });
      await scan(page, `Rechazar ${name}`);
      await reject.getByRole('button', { name: 'Cancelar' }).click();

      // The tabs answer the keyboard: from 'Registros', the arrows reach 'Correcciones'.
      await page.getByRole('tab', { name: 'Registros' }).click();
      await page.keyboard.press('ArrowRight');
      // Each arrow shows its tab; the next is pressed once the user sees where focus went.
      await expect(page.getByRole('tab', { name: 'Análisis' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Correcciones' })).toBeFocused();
      await expect(page).toHaveURL(/vista=correcciones/);

      // 'Aprobar' with the exit moved to 17:15 and a note.
      await approve.click();
      await expect(dialog.getByLabel('Hora de salida')).toHaveValue('17:30');
      await dialog.getByLabel('Hora de salida').fill('17:15');
      await dialog.getByLabel('Nota (opcional)').fill('El turno terminó a las 17:15');
      await page.screenshot({ path: shot(`${name}-aprobar`), fullPage: true });
      await scan(page, `Aprobar ${name}`);
      await dialog.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Corrección aprobada').first()).toBeVisible();

      // 'Corregir punch' from the records' row: the punch's times as they are now.
      await page.goto(`/punches?${range}`);
      await page
        .getByRole('button', { name: `Corregir el punch de ${worker.name} del ${date}` })
        .filter({ visible: true })
        .click();
      const correct = page.getByRole('dialog', { name: 'Corregir punch' });
      await expect(correct.getByLabel('Hora de salida')).toHaveValue('17:15');
      await page.screenshot({ path: shot(`${name}-corregir`), fullPage: true });
      await scan(page, `Corregir punch ${name}`);
      await correct.getByRole('button', { name: 'Cancelar' }).click();

      // The worker: the punch is 'Corregido', its history says who, when and why.
      // (Another account: the session is replaced, as on a phone the sign-out sits in a menu.)
      await page.evaluate(() => localStorage.clear());
      await signIn(worker.email, worker.password);
      await page.goto(`/punches?${range}`);
      await expect(
        page.getByText('Corregido', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await page
        .getByRole('button', { name: `Historial del punch de ${worker.name} del ${date}` })
        .filter({ visible: true })
        .click();
      const history = page.getByRole('dialog', { name: 'Historial' });
      await expect(history.getByText('Corrección aplicada').last()).toBeVisible();
      await expect(history.getByText('Olvidé registrar la salida')).toBeVisible();
      await page.screenshot({ path: shot(`${name}-historial`), fullPage: true });
      await scan(page, `Historial ${name}`);
      await page.keyboard.press('Escape');

      // The admin: nothing is left in that month, so it closes; reopening asks a reason.
      await page.evaluate(() => localStorage.clear());
      await signIn(ADMIN.email, ADMIN.password);
      await expect(page.getByText(/^Incidencias abiertas este mes: \d+$/)).toBeVisible();
      await page.screenshot({ path: shot(`${name}-inicio`) });
      await page.goto('/punches?vista=periodos');
      await page
        .getByRole('button', { name: `Cerrar periodo ${month}` })
        .filter({ visible: true })
        .click();
      const close = page.getByRole('dialog', { name: `Cerrar periodo ${month}` });
      await scan(page, `Cerrar periodo ${name}`);
      await page.screenshot({ path: shot(`${name}-cerrar`) });
      await close.getByRole('button', { name: 'Cerrar periodo' }).click();
      await expect(close).toBeHidden();
      await expect(page.getByText(`Periodo ${month} cerrado`).first()).toBeVisible();
      const reopen = page
        .getByRole('button', { name: `Reabrir el periodo ${month}` })
        .filter({ visible: true });
      await expect(reopen).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-periodos`), fullPage: true });
      await scan(page, `Periodos ${name}`);
      await reopen.click();
      const reopenDialog = page.getByRole('dialog', { name: `Reabrir periodo ${month}` });
      await reopenDialog.getByRole('button', { name: 'Reabrir' }).click();
      await expect(
        reopenDialog.getByText('El motivo debe tener entre 3 y 500 caracteres'),
      ).toBeVisible();
      await page.screenshot({ path: shot(`${name}-reabrir`), fullPage: true });
      await scan(page, `Reabrir ${name}`);
      await reopenDialog.getByLabel(/^Motivo/).fill('Falta registrar una ausencia');
      await reopenDialog.getByRole('button', { name: 'Reabrir' }).click();
      await expect(reopenDialog).toBeHidden();
      await expect(page.getByText(`Periodo ${month} reabierto`).first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Cerrar periodo ${month}` }).filter({ visible: true }),
      ).toBeVisible();
    });
  });
});
