import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@app/contract/dates';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, ddmmyyyy } from './support/dates';
import { expect, test } from './support/fixtures';
import { bearer, entryWithoutExit, publishedShift } from './support/attendance';
import { adminToken, createAccount, overflowsSideways } from './support/session';

/**
 * Issue 26, the worker's side (DECISIONS §10): a usuario who forgot an exit is told by the widget,
 * asks for the exit time in 'Solicitar corrección', and sees the request 'Pendiente' in 'Mis
 * solicitudes'; the punch's 'Historial' and the bell. At 1280 and 390 px, in a Spanish and an
 * English browser, with an axe scan of the form, the list, the history and the bell's list.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shot = (name: string) => path.join(root, '.tmp/punch-corrections-worker', `${name}.png`);

/** Toasts come and go by themselves: scan the screen under them once they have gone. */
async function scan(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
}

/**
 * A forgotten exit as the record holds one: a published 09:00–17:00 shift two days ago, and the
 * admin's entry of the missing punch with its entry only (applied at once, DECISIONS §10). Its
 * shift ended more than PUNCH_FORGOTTEN_HOURS ago, so it is sin salida.
 */
async function forgottenExit(request: APIRequestContext, email: string) {
  const day = addDays(companyToday(), -2);
  const { userId } = await entryWithoutExit(request, email, day);
  // Yesterday: a published shift and no punch at all (the day a missing punch is asked for).
  const yesterday = addDays(companyToday(), -1);
  await publishedShift(request, userId, yesterday, ['10:00', '14:00']);
  const headers = bearer(await adminToken(request));
  const punches = (await (await request.get(`/api/punches/${userId}`, { headers })).json()) as {
    forgottenPunch: { id: number } | null;
  };
  expect(punches.forgottenPunch).not.toBeNull();
  return {
    day,
    date: ddmmyyyy(day),
    punchId: punches.forgottenPunch!.id,
    missingDate: ddmmyyyy(yesterday),
  };
}

const RUNS = [
  { locale: 'es-ES', width: 1280, height: 800, person: 'Olga Olvido' },
  { locale: 'es-ES', width: 390, height: 844, person: 'Omar Olvido' },
  { locale: 'en-US', width: 1280, height: 800, person: 'Otto Olvido' },
  { locale: 'en-US', width: 390, height: 844, person: 'Oriol Olvido' },
] as const;

for (const run of RUNS) {
  const name = `${run.locale}-${run.width}`;
  test.describe(`${run.locale} at ${run.width} px`, () => {
    test.use({ locale: run.locale, viewport: { width: run.width, height: run.height } });

    test(`a usuario is told of a forgotten exit, asks for the exit time and sees it pending (${name})`, async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(120_000);
      const worker = await createAccount(request, 'usuario', run.person);
      const { date, punchId, missingDate } = await forgottenExit(request, worker.email);
      await signIn(worker.email, worker.password);
      await expect(page).toHaveURL(/\/shifts$/);

      // The widget says it; on a phone, inside the pill once opened.
      const pill = page.getByRole('region', { name: 'Control de asistencia' });
      const notice = `Tienes una salida sin registrar del ${date}`;
      if (run.width < 768) {
        await expect(
          pill.getByRole('button', { name: /^Mostrar acciones de punch/ }),
        ).toHaveAttribute('aria-label', new RegExp(notice.replaceAll('/', '\\/')));
        await pill.getByRole('button', { name: /^Mostrar acciones de punch/ }).click();
      }
      await expect(pill.getByText(notice).filter({ visible: true })).toBeVisible();
      // Punch In stays on offer (without a shift today it says why), never a Punch Out.
      await expect(pill.getByRole('button', { name: 'Punch Out', exact: true })).toHaveCount(0);
      await page.screenshot({ path: shot(`${name}-notice`) });
      await pill
        .getByRole('button', { name: `Solicitar corrección de la salida del ${date}` })
        .filter({ visible: true })
        .click();

      // 'Solicitar corrección', opened with the entry; a wrong exit is said under its field.
      const form = page.getByRole('dialog', { name: 'Solicitar corrección' });
      await expect(form.getByText(`Punch del ${date}`)).toBeVisible();
      await expect(form.getByLabel('Hora de entrada')).toHaveValue('09:02');
      await form.getByLabel('Hora de salida').fill('08:00');
      await form.getByRole('button', { name: 'Añadir break o lunch' }).click();
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByText('Indica el inicio y el fin (HH:mm)')).toBeVisible();
      await form.getByRole('listitem', { name: 'Fila 1' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`${name}-form-row-error`) });
      await form.getByRole('button', { name: 'Quitar la fila 1' }).click();
      await expect(form.getByText('La entrada debe ser anterior a la salida')).toBeVisible();
      await expect(form.getByText('El motivo debe tener entre 3 y 500 caracteres')).toBeVisible();
      await page.screenshot({ path: shot(`${name}-form-errors`), fullPage: true });
      await scan(page, `form ${name}`);
      await form.getByLabel('Hora de salida').fill('17:05');
      await form.getByLabel(/^Motivo/).fill('Olvidé registrar la salida al terminar el turno');
      await page.screenshot({ path: shot(`${name}-form`), fullPage: true });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText('Solicitud de corrección enviada').first()).toBeVisible();

      // 'Mis solicitudes': the request, pending, cancellable.
      await page.goto('/punches?vista=correcciones');
      const mine = page.getByRole('region', { name: 'Mis solicitudes' });
      await expect(mine.getByText('Pendiente')).toBeVisible();
      await expect(mine.getByText('Olvidé registrar la salida al terminar el turno')).toBeVisible();
      await expect(
        mine.getByRole('button', { name: `Cancelar solicitud del ${date}` }),
      ).toBeVisible();

      // A day with a shift and no punch, picked among the recent ones.
      await mine.getByRole('button', { name: 'Solicitar corrección de un día sin punch' }).click();
      const dayForm = page.getByRole('dialog', {
        name: 'Solicitar corrección de un día sin punch',
      });
      await dayForm
        .getByLabel(/^Día/)
        .selectOption({ label: `${missingDate} · turno 10:00 – 14:00` });
      await expect(dayForm.getByLabel('Hora de entrada')).toHaveValue('10:00');
      await expect(dayForm.getByLabel('Hora de salida')).toHaveValue('14:00');
      await dayForm.getByLabel(/^Motivo/).fill('No registré la entrada ni la salida');
      await page.screenshot({ path: shot(`${name}-day-form`), fullPage: true });
      await scan(page, `day form ${name}`);
      await dayForm.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(dayForm).toBeHidden();
      const sent = page.locator('[data-sonner-toast]', {
        hasText: 'Solicitud de corrección enviada',
      });
      await expect(sent.first()).toBeVisible();
      await expect(sent).toHaveCount(0, { timeout: 15_000 });
      await expect(mine.getByText('No registré la entrada ni la salida')).toBeVisible();
      await expect(mine.getByText('Pendiente')).toHaveCount(2);
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-mine`), fullPage: true });
      await scan(page, `Mis solicitudes ${name}`);

      // The punch's history from its record: the admin's entry, who and why.
      await page.goto('/punches');
      await page
        .getByRole('button', { name: /Ver detalle/ })
        .first()
        .click();
      const info = page.getByRole('dialog', { name: 'Información del Punch' });
      await expect(info.getByText('Sin salida')).toBeVisible();
      await info.getByRole('button', { name: 'Historial' }).click();
      const history = info.getByRole('list', { name: /Historial del punch/ });
      await expect(history.getByText('Corrección aplicada').first()).toBeVisible();
      await expect(history.getByText('Entrada anotada en papel')).toBeVisible();
      await page.screenshot({ path: shot(`${name}-history`) });
      await scan(page, `Historial ${name}`);
      await page.keyboard.press('Escape');

      // The bell: the admin's entry told the worker.
      const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notificaciones' });
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: shot(`${name}-bell`) });
      await scan(page, `bell ${name}`);
      await page.keyboard.press('Escape');

      // The forgotten exit's link opens its request; asking again is refused, said in the form.
      await page.goto(`/?correccion=${punchId}`);
      const again = page.getByRole('dialog', { name: 'Solicitar corrección' });
      await expect(again.getByText(`Punch del ${date}`)).toBeVisible();
      await again.getByLabel('Hora de salida').fill('17:00');
      await again.getByLabel(/^Motivo/).fill('Otra vez');
      await again.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(
        again.getByRole('alert').filter({ hasText: 'Ya hay una solicitud pendiente' }),
      ).toBeVisible();
      await again.getByRole('button', { name: 'Cancelar' }).click();

      // 'Mi cuenta': mail notifications, on unless turned off.
      await page.goto('/account');
      const mail = page.getByRole('switch', { name: 'Recibir notificaciones por correo' });
      await expect(mail).toHaveAttribute('aria-checked', 'true');
      await mail.click();
      await expect(page.getByText('Preferencias guardadas').first()).toBeVisible();
      await expect(mail).toHaveAttribute('aria-checked', 'false');
      await page.reload();
      await expect(mail).toHaveAttribute('aria-checked', 'false');
      await page.screenshot({ path: shot(`${name}-account`), fullPage: true });
      await scan(page, `Mi cuenta ${name}`);
    });
  });
}
