import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, mondayIndex } from '@app/contract/dates';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, userIdOf } from './support/attendance';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, ddmmyyyy } from './support/dates';
import { expect, test } from './support/fixtures';
import { mailCount } from './support/mail';
import { mailTextTo } from './support/mail-text';
import { adminToken, createAccount, overflowsSideways } from './support/session';

/**
 * Issue 27 §5 (DECISIONS §11): a worker asks for a day of vacation, an office user approves it,
 * the week shows it in the worker's row, a shift on that day is refused with §11's message,
 * publishing tells the worker by mail (read from the SMTP server the suite starts), and the worker
 * downloads the month's 'Registro de jornada', whose text is read back from the PDF. At 1280 and
 * 390 px, in a Spanish and an English browser, with an axe scan of every screen on the way.
 *
 * The vacation is today (company zone) and the published shift the next day of the same week (the
 * day before on a Sunday): the month has begun, so its record can be downloaded. Each run has its
 * own people; only the shift's day is published, so other tests' drafts stay drafts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = process.env.SHOTS_DIR ?? path.join(root, '.tmp/absences-roster');
const shot = (name: string) => path.join(shots, `${name}.png`);

/** Toasts come and go by themselves: scan the screen under them once they have gone. */
async function scan(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
}

const RUNS = [
  { locale: 'es-ES', width: 1280, height: 800, who: 'Elena' },
  { locale: 'es-ES', width: 390, height: 844, who: 'Fabio' },
  { locale: 'en-US', width: 1280, height: 800, who: 'Gala' },
  { locale: 'en-US', width: 390, height: 844, who: 'Hugo' },
] as const;

for (const run of RUNS) {
  const name = `${run.locale}-${run.width}`;
  test.describe(`${run.locale} at ${run.width} px`, () => {
    test.use({ locale: run.locale, viewport: { width: run.width, height: run.height } });

    test(`vacation approved, shown in the roster, refused for a shift; publish mails; timesheet PDF (${name})`, async ({
      page,
      request,
      signIn,
    }) => {
      test.setTimeout(180_000);
      const today = companyToday();
      const shiftDay = mondayIndex(today) === 6 ? addDays(today, -1) : addDays(today, 1);
      const worker = await createAccount(request, 'usuario', `Vacaciones ${run.who}`);
      const office = await createAccount(request, 'office', `Encargada ${run.who}`);

      // The worker asks for today off, from 'Ausencias'.
      await signIn(worker.email, worker.password);
      await page.goto('/absences');
      await page.getByRole('button', { name: 'Solicitar ausencia' }).click();
      const ask = page.getByRole('dialog', { name: 'Solicitar ausencia' });
      await expect(ask.getByLabel('Tipo')).toHaveValue('vacation');
      await ask.getByLabel('Desde').fill(ddmmyyyy(today));
      await ask.getByLabel('Hasta').fill(ddmmyyyy(today));
      await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByText('Solicitud de ausencia enviada').first()).toBeVisible();

      // Office approves it.
      await page.evaluate(() => localStorage.clear());
      await signIn(office.email, office.password);
      await page.goto(`/absences?mes=${today.slice(0, 7)}&estado=pending`);
      await page
        .getByRole('button', {
          name: `Aprobar la solicitud de ${worker.name} (${ddmmyyyy(today)})`,
        })
        .filter({ visible: true })
        .click();
      const decide = page.getByRole('dialog', { name: 'Aprobar ausencia' });
      await decide.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(decide).toBeHidden();
      await expect(page.getByText('Ausencia aprobada').first()).toBeVisible();

      // The week shows it in the worker's row (on a phone, today's column alone).
      await page.goto(`/shifts?view=week&date=${today}`);
      const grid = page.getByRole('table', { name: 'Turnos de la semana' });
      await expect(grid).toBeVisible();
      const row = grid.getByRole('row').filter({ hasText: worker.name });
      const away = row.locator('[data-absence="approved"]');
      // Rows are virtual and measured as they are reached: scrolled to until it holds still.
      await expect(async () => {
        await away.scrollIntoViewIfNeeded();
        await expect(away).toBeInViewport({ ratio: 1, timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      // The type is read whole, and the day offers no '+': the badge says why.
      await expect(away).toContainText('Vacaciones');
      await expect(away).toHaveAttribute(
        'title',
        'Vacaciones. Ausencia aprobada: no se pueden crear turnos',
      );
      const cell = row.getByRole('cell').filter({ has: away });
      await expect(cell.getByRole('button')).toHaveCount(0);
      const typeBox = await away.getByText('Vacaciones', { exact: true }).evaluate((part) => ({
        cut: part.scrollWidth > part.clientWidth,
      }));
      expect(typeBox.cut).toBe(false);
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-semana`) });
      await scan(page, `Semana con ausencia ${name}`);

      // Scheduling the worker that day anyway is refused with DECISIONS §11's message, said in
      // the dialog itself.
      await page.getByRole('button', { name: 'Crear Turno', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
      await form.getByLabel('Fecha').fill(ddmmyyyy(today));
      await form.getByLabel('Hora de inicio').fill('09:00');
      await form.getByLabel('Hora de fin').fill('13:00');
      await form.getByLabel('Buscar usuarios').fill(worker.name);
      await form.getByRole('option', { name: new RegExp(worker.name) }).dblclick();
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'El usuario tiene una ausencia aprobada ese día',
      );
      await expect(form.getByRole('alert')).toBeInViewport();
      await page.screenshot({ path: shot(`${name}-rechazado`) });
      await scan(page, `Turno rechazado por ausencia ${name}`);
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await expect(form).toBeHidden();

      // A shift the next day, published from that day's view: the worker is told by mail.
      const shift = await request.post('/api/shifts', {
        headers: bearer(await adminToken(request)),
        data: {
          startDateTime: `${shiftDay} 09:00`,
          endDateTime: `${shiftDay} 13:00`,
          usersId: [await userIdOf(request, worker.email)],
        },
      });
      expect(shift.status(), await shift.text()).toBe(201);
      const mailsBefore = mailCount();
      await page.goto(`/shifts?view=day&date=${shiftDay}`);
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const publish = page.getByRole('dialog', { name: 'Publicar turnos' });
      await publish.getByRole('button', { name: 'Confirmar publicar' }).click();
      await expect(publish).toBeHidden();
      await expect(page.getByText('Turnos publicados exitosamente').first()).toBeVisible();
      const mail = await mailTextTo(
        worker.email,
        'Tus turnos publicados han cambiado',
        mailsBefore,
      );
      expect(mail).toContain(`${ddmmyyyy(shiftDay)} 09:00–13:00`);

      // The month marks who is away today.
      await page.goto(`/shifts?view=month&date=${today}`);
      const month = page.getByRole('table', { name: 'Turnos del mes' });
      await expect(
        month.locator('[role=cell][aria-current=date] [data-absence="approved"]').first(),
      ).toBeVisible();
      await page.screenshot({ path: shot(`${name}-mes`) });
      await scan(page, `Mes con ausencias ${name}`);

      // The analysis of the worker's month lists the vacation.
      const workerId = await userIdOf(request, worker.email);
      await page.goto(`/punches?vista=analisis&usuarios=${workerId}`);
      const timeOff = page.getByRole('region', { name: 'Ausencias y festivos del período' });
      await expect(timeOff.getByRole('row', { name: new RegExp(worker.name) })).toContainText(
        `Vacaciones${ddmmyyyy(today)}1`,
      );
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-analisis`), fullPage: true });
      await scan(page, `Análisis con ausencias ${name}`);

      // Office downloads everyone's month as one ZIP.
      await page.getByRole('button', { name: 'Registro de jornada' }).click();
      const all = page.getByRole('dialog', { name: 'Descargar registro de jornada' });
      await expect(all.getByLabel('Trabajador')).toHaveValue('all');
      await all.getByLabel('Mes').selectOption(today.slice(0, 7));
      await scan(page, `Registro de jornada de todos ${name}`);
      const zipping = page.waitForEvent('download');
      await all.getByRole('button', { name: 'Descargar' }).click();
      const zip = await zipping;
      expect(zip.suggestedFilename()).toBe(`Registros-Jornada-${today.slice(0, 7)}.zip`);
      expect(
        fs
          .readFileSync(await zip.path())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      await expect(all).toBeHidden();

      // The worker downloads this month's record from Punches and reads it.
      await page.evaluate(() => localStorage.clear());
      await signIn(worker.email, worker.password);
      await page.goto('/punches');
      await page.getByRole('button', { name: 'Registro de jornada' }).click();
      const dialog = page.getByRole('dialog', { name: 'Descargar registro de jornada' });
      await dialog.getByLabel('Mes').selectOption(today.slice(0, 7));
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-registro`) });
      await scan(page, `Registro de jornada ${name}`);
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Descargar' }).click();
      const download = await downloading;
      const fileName = download.suggestedFilename();
      expect(fileName).toBe(`Registro-Jornada-Vacaciones-${run.who}-${today.slice(0, 7)}.pdf`);
      await expect(dialog).toBeHidden();
      const bytes = fs.readFileSync(await download.path());
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('Registro de jornada');
      expect(text).toContain(worker.name);
      expect(text).toContain('Vacaciones');
      await scan(page, `Punches del trabajador ${name}`);
    });
  });
}
