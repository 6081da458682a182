import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { addDays, addMonths, startOfIsoWeek } from '@app/contract/dates';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, ddmmyyyy } from './support/dates';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { createAccount, overflowsSideways } from './support/session';

/**
 * Issue 27 §1 (DECISIONS §11) as its people use it: the admin adds a holiday and gives a worker a
 * yearly vacation balance; the worker's request form counts the working days (the holiday left
 * out), says what remains and warns beyond it; the request is pending; an office user approves it
 * with a note and sees it in the month of who is away; the worker sees it approved. At 1280 and
 * 390 px, in a Spanish and an English browser, with an axe scan of every screen and dialog. Each
 * run works in a month of its own, two to five months ahead.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = process.env.SHOTS_DIR ?? path.join(root, '.tmp/absences');
const shot = (name: string) => path.join(shots, `${name}.png`);

/** Toasts come and go by themselves: scan the screen under them once they have gone. */
async function scan(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
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

    test(`a worker asks for vacation within the balance; office approves it with a note (${name})`, async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(180_000);
      const month = addMonths(companyToday(), 2 + index).slice(0, 7);
      const year = Number(month.slice(0, 4));
      const monday = addDays(startOfIsoWeek(`${month}-08`), 7);
      const wednesday = addDays(monday, 2);
      const friday = addDays(monday, 4);
      const tuesday = addDays(monday, 1);
      const worker = await createAccount(request, 'usuario', `Ausente ${run.who}`);
      const office = await createAccount(request, 'office', `Jefa ${run.who}`);

      // The admin: a holiday on the Wednesday of that week, in 'Festivos' of its year.
      await signIn(ADMIN.email, ADMIN.password);
      await page.goto(`/holidays?anio=${year}`);
      await expect(page.getByRole('heading', { name: 'Festivos', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Nuevo festivo' }).click();
      const create = page.getByRole('dialog', { name: 'Nuevo festivo' });
      await create.getByLabel('Fecha').fill(ddmmyyyy(wednesday));
      await create.getByLabel('Nombre').fill(`Fiesta de ${run.who}`);
      await scan(page, `Nuevo festivo ${name}`);
      await create.getByRole('button', { name: 'Guardar' }).click();
      await expect(create).toBeHidden();
      await expect(page.getByText('Festivo creado correctamente').first()).toBeVisible();
      await expect(page.getByText(`Fiesta de ${run.who}`).filter({ visible: true })).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-festivos`), fullPage: true });
      await scan(page, `Festivos ${name}`);

      // … and a balance of 3 vacation days that year for the worker ('Saldos').
      await page.goto('/absences');
      await page.getByRole('button', { name: 'Saldos' }).click();
      const balances = page.getByRole('dialog', { name: 'Saldos anuales' });
      await balances.getByLabel('Persona').selectOption({ label: worker.name });
      await balances.getByLabel('Año').selectOption(String(year));
      await balances.getByLabel('Días de vacaciones').fill('3');
      await page.screenshot({ path: shot(`${name}-saldos`), fullPage: true });
      await scan(page, `Saldos ${name}`);
      await balances.getByRole('button', { name: 'Guardar' }).click();
      await expect(balances).toBeHidden();
      await expect(page.getByText('Saldo guardado').first()).toBeVisible();

      // The worker: Monday to Friday takes 4 working days (the holiday does not count), beyond
      // the 3 left: the form warns; Monday and Tuesday (2 days) do not.
      await page.evaluate(() => localStorage.clear());
      await signIn(worker.email, worker.password);
      await page.goto('/absences');
      await expect(page.getByText('Todavía no has solicitado ninguna ausencia')).toBeVisible();
      await page.getByRole('button', { name: 'Solicitar ausencia' }).click();
      const ask = page.getByRole('dialog', { name: 'Solicitar ausencia' });
      await expect(ask.getByLabel('Tipo')).toHaveValue('vacation');
      // No dates yet: nothing counted, nothing to warn about.
      await expect(ask.getByLabel('Desde')).toHaveValue('');
      await expect(ask.getByTestId('absence-outlook')).toHaveCount(0);
      await ask.getByLabel('Desde').fill(ddmmyyyy(monday));
      await ask.getByLabel('Hasta').fill(ddmmyyyy(friday));
      const outlook = ask.getByTestId('absence-outlook');
      await expect(outlook).toContainText('Ocupa 4 días laborables.');
      await expect(outlook).toContainText('1 festivo en esas fechas no cuenta.');
      await expect(outlook).toContainText(`Vacaciones ${year}: quedan 3 de 3.`);
      await expect(outlook).toContainText(
        'Supera los días disponibles (3): necesitará la aprobación de un administrador',
      );
      await page.screenshot({ path: shot(`${name}-solicitar-aviso`), fullPage: true });
      await scan(page, `Solicitar ausencia ${name}`);
      await ask.getByLabel('Hasta').fill(ddmmyyyy(tuesday));
      await expect(outlook).toContainText('Ocupa 2 días laborables.');
      await expect(outlook).not.toContainText('Supera los días disponibles');
      await ask.getByLabel('Nota').fill('Boda de mi hermana');
      await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByText('Solicitud de ausencia enviada').first()).toBeVisible();
      const dates = `${ddmmyyyy(monday)} – ${ddmmyyyy(tuesday)}`;
      await expect(page.getByText(dates).filter({ visible: true })).toBeVisible();
      await expect(
        page.getByText('Pendiente', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      // 'Mis saldos' says the same figure as the form, and what is pending.
      await expect(
        page.getByText(`Vacaciones ${year}: quedan 1 de 3 (2 pendientes de aprobar)`),
      ).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-mis-solicitudes`), fullPage: true });
      await scan(page, `Mis solicitudes ${name}`);

      // The same days again: refused once, inside the dialog, with the focus kept there.
      await page.getByRole('button', { name: 'Solicitar ausencia' }).click();
      await ask.getByLabel('Desde').fill(ddmmyyyy(monday));
      await ask.getByLabel('Hasta').fill(ddmmyyyy(tuesday));
      await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(ask.getByRole('alert')).toHaveText(ABSENCE_TEXTS.overlapsOwn);
      expect(await ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await page.screenshot({ path: shot(`${name}-solapa`), fullPage: true });
      await scan(page, `Solicitud solapada ${name}`);
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await expect(ask).toBeHidden();

      // The request's notification links to it (`?ausencia=ID`).
      const workerToken = await page.evaluate(() => localStorage.getItem('token'));
      const mine = await request.get(`/api/absences?fromDate=${monday}&toDate=${friday}`, {
        headers: { authorization: `Bearer ${workerToken}` },
      });
      const [asked] = ((await mine.json()) as { data: { id: number }[] }).data;
      expect(asked).toBeDefined();

      // Office: the link opens the request's decision at once.
      await page.evaluate(() => localStorage.clear());
      await signIn(office.email, office.password);
      await page.goto(`/absences?mes=${month}&estado=pending&ausencia=${asked?.id}`);
      const linked = page.getByRole('dialog', { name: 'Aprobar ausencia' });
      await expect(linked.getByText('Boda de mi hermana')).toBeVisible();
      await linked.getByRole('button', { name: 'Cancelar' }).click();
      await expect(linked).toBeHidden();

      // The pending request first; approved with a note.
      const approve = page
        .getByRole('button', { name: `Aprobar la solicitud de ${worker.name} (${dates})` })
        .filter({ visible: true });
      await expect(approve).toBeVisible();
      await expect(
        page.getByText(`${worker.name}, ${ddmmyyyy(monday)}: Vacaciones (pendiente)`),
      ).toBeAttached();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-pendientes`), fullPage: true });
      await scan(page, `Pendientes ${name}`);
      // 'Rechazar' asks for a reason before anything is sent.
      await page
        .getByRole('button', { name: `Rechazar la solicitud de ${worker.name} (${dates})` })
        .filter({ visible: true })
        .click();
      const reject = page.getByRole('dialog', { name: 'Rechazar ausencia' });
      await reject.getByRole('button', { name: 'Rechazar', exact: true }).click();
      await expect(reject.getByText('Escribe una nota para rechazar la solicitud')).toBeVisible();
      await scan(page, `Rechazar ausencia ${name}`);
      await reject.getByRole('button', { name: 'Cancelar' }).click();
      await expect(reject).toBeHidden();

      // 'Registrar ausencia' names the person first.
      await page.getByRole('button', { name: 'Registrar ausencia' }).click();
      const register = page.getByRole('dialog', { name: 'Registrar ausencia' });
      await expect(register.getByLabel('Persona')).toBeVisible();
      await register.getByRole('button', { name: 'Registrar' }).click();
      await expect(register.getByText('Requerido').first()).toBeVisible();
      await page.screenshot({ path: shot(`${name}-registrar`), fullPage: true });
      await scan(page, `Registrar ausencia ${name}`);
      await register.getByRole('button', { name: 'Cancelar' }).click();
      await expect(register).toBeHidden();

      await approve.click();
      const decide = page.getByRole('dialog', { name: 'Aprobar ausencia' });
      await expect(decide.getByText('Boda de mi hermana')).toBeVisible();
      await decide.getByLabel('Nota para la persona (opcional)').fill('¡Que vaya muy bien!');
      await scan(page, `Aprobar ausencia ${name}`);
      await decide.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(decide).toBeHidden();
      await expect(page.getByText('Ausencia aprobada').first()).toBeVisible();
      // The focus goes on to the next pending request (or the list's heading), not the page's title.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              !!document.activeElement?.closest(
                'section[aria-labelledby="pending-absences-title"]',
              ),
          ),
        )
        .toBe(true);

      // The month of who is away: the worker's two days, approved; the holiday marked.
      await page.getByLabel('Estado').selectOption('');
      await expect(
        page.getByText(`${worker.name}, ${ddmmyyyy(monday)}: Vacaciones (aprobada)`),
      ).toBeAttached();
      await expect(
        page.getByText(`${ddmmyyyy(wednesday)}: festivo, Fiesta de ${run.who}`),
      ).toBeAttached();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-mes`), fullPage: true });
      await scan(page, `Quién falta ${name}`);

      // The worker, from the decision's notification: approved, marked, with the note.
      await page.evaluate(() => localStorage.clear());
      await signIn(worker.email, worker.password);
      await page.goto(`/absences?ausencia=${asked?.id}`);
      await expect(page.getByText('(Ausencia del aviso)')).toBeAttached();
      await expect(
        page.getByText('Aprobada', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await expect(page.getByText('¡Que vaya muy bien!').filter({ visible: true })).toBeVisible();
      await page.screenshot({ path: shot(`${name}-aprobada`), fullPage: true });
      await scan(page, `Aprobada ${name}`);
    });
  });
});
