import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN, PORT } from './support/env';
import { expect, test } from './support/fixtures';
import { createAccount, overflowsSideways, signIn } from './support/session';

/**
 * Issue 28 §4 (DECISIONS §12) as its users meet it: someone signed in on a computer and a phone
 * sees both sessions in 'Mi cuenta', ends the phone's, and the phone's next page is the sign-in;
 * 'Cerrar las demás sesiones' does the same for all others; an admin ends every session of a user
 * from Usuarios. Then the screens at 1280 and 390 px, in a Spanish and an English browser, with an
 * axe scan of each.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = process.env.SHOTS_DIR ?? path.join(root, '.tmp/sessions');
const shot = (name: string) => path.join(shots, `${name}.png`);

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

/** A second browser (a phone), signed in as `email`: a session of its own. */
async function phoneSignedIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    userAgent: SAFARI_IPHONE,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await signIn(phone, email, password);
  await expect(phone).toHaveURL(/\/shifts$/);
  return { phone, close: () => context.close() };
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: 'Sesiones', exact: true });

/** Toasts come and go by themselves: scan the screen under them once they have gone. */
async function scan(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
}

test.describe('sessions you can see and end', () => {
  test.use({ userAgent: CHROME_WINDOWS });

  test("ends the phone's session from the computer; the phone is sent to the sign-in", async ({
    page,
    request,
    browser,
    signIn: signInPage,
  }) => {
    const worker = await createAccount(request, 'usuario', 'Sesiones Sara');
    await signInPage(worker.email, worker.password);
    const { phone, close } = await phoneSignedIn(browser, worker.email, worker.password);

    await page.goto('/account');
    const card = sessionsCard(page);
    const rows = card.getByRole('row');
    await expect(rows).toHaveCount(3); // the header and two sessions
    const own = rows.filter({ hasText: 'Esta sesión' });
    await expect(own).toContainText('Chrome 131 en Windows');
    await expect(own).toContainText('Contraseña');
    await expect(own).toContainText('Ahora mismo');
    await expect(own.getByRole('button', { name: /Cerrar/ })).toHaveCount(0);
    const other = rows.filter({ hasText: 'Safari en iPhone' });
    await expect(other).toContainText('127.0.0.1');
    await expect(other).not.toContainText('Esta sesión');

    // The phone still works before the end.
    await phone.goto('/account');
    await expect(sessionsCard(phone).getByText('Chrome 131 en Windows')).toBeVisible();

    await card.getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await expect(dialog).toContainText('Safari en iPhone');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sesión cerrada').first()).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(card.getByText('No hay otras sesiones abiertas con tu cuenta.')).toBeVisible();

    // The phone's next page: the sign-in.
    await phone.goto('/shifts');
    await expect(phone).toHaveURL(/\/login$/);
    // The computer goes on.
    await page.reload();
    await expect(sessionsCard(page).getByText('Esta sesión')).toBeVisible();
    await close();
  });

  test("'Cerrar las demás sesiones' ends every other session and keeps this one", async ({
    page,
    request,
    browser,
    signIn: signInPage,
  }) => {
    const worker = await createAccount(request, 'office', 'Sesiones Olga');
    await signInPage(worker.email, worker.password);
    const first = await phoneSignedIn(browser, worker.email, worker.password);
    const second = await phoneSignedIn(browser, worker.email, worker.password);

    await page.goto('/account');
    const card = sessionsCard(page);
    await expect(card.getByRole('row')).toHaveCount(4);
    await card.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
    await expect(dialog).toContainText('Se cerrarán las otras 2 sesiones abiertas con tu cuenta.');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Se cerraron las demás sesiones').first()).toBeVisible();
    await expect(page.getByText('Se cerraron 2 sesiones').first()).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(2);
    await expect(card.getByRole('button', { name: 'Cerrar las demás sesiones' })).toHaveCount(0);

    for (const { phone, close } of [first, second]) {
      await phone.goto('/shifts');
      await expect(phone).toHaveURL(/\/login$/);
      await close();
    }
    await page.goto('/shifts');
    await expect(page).toHaveURL(/\/shifts$/);
  });

  test('an admin ends every session of a user from Usuarios', async ({
    page,
    request,
    browser,
    signIn: signInPage,
  }) => {
    const worker = await createAccount(request, 'usuario', 'Sesiones Teo');
    const { phone, close } = await phoneSignedIn(browser, worker.email, worker.password);

    await signInPage(ADMIN.email, ADMIN.password);
    await page.goto('/users');
    await page.getByPlaceholder('Buscar por nombre...').fill(worker.name);
    await page.getByRole('button', { name: `Cerrar sesiones de ${worker.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesiones' });
    await expect(dialog).toContainText(worker.email);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Se cerraron todas las sesiones del usuario').first(),
    ).toBeVisible();
    await expect(page.getByText('Se cerró 1 sesión').first()).toBeVisible();

    await phone.goto('/account');
    await expect(phone).toHaveURL(/\/login$/);
    // The account stays active: the worker signs in again.
    await signIn(phone, worker.email, worker.password);
    await expect(phone).toHaveURL(/\/shifts$/);
    await close();
    // The admin's own session goes on.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  });
});

const RUNS = [
  { locale: 'es-ES', width: 1280, height: 800 },
  { locale: 'es-ES', width: 390, height: 844 },
  { locale: 'en-US', width: 1280, height: 800 },
  { locale: 'en-US', width: 390, height: 844 },
] as const;

for (const run of RUNS) {
  const name = `${run.locale}-${run.width}`;
  test.describe(`sessions screens, ${run.locale} at ${run.width} px`, () => {
    test.use({
      locale: run.locale,
      viewport: { width: run.width, height: run.height },
      userAgent: CHROME_WINDOWS,
    });

    test(`'Sesiones' and 'Cerrar sesiones' (${name})`, async ({
      page,
      request,
      signIn: signInPage,
    }) => {
      const worker = await createAccount(request, 'usuario', `Pantalla ${run.width} ${run.locale}`);
      // A phone and a tablet signed in too, through the API as they would.
      for (const userAgent of [SAFARI_IPHONE, SAFARI_IPHONE.replace('iPhone;', 'iPad;')]) {
        const answer = await request.post('/api/auth', {
          headers: { 'user-agent': userAgent },
          data: { email: worker.email, password: worker.password },
        });
        expect(answer.ok()).toBeTruthy();
      }
      await signInPage(worker.email, worker.password);
      await page.goto('/account');
      const card = sessionsCard(page);
      await expect(card.getByText('Esta sesión')).toBeVisible();
      await expect(card.getByText('Safari en iPhone')).toBeVisible();
      await expect(card.getByText('Safari en iPad')).toBeVisible();
      // Spanish in an English browser too.
      await expect(card.getByText('Última actividad').first()).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`${name}-mi-cuenta-sesiones`), fullPage: true });
      await scan(page, `Sesiones ${name}`);

      await card.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: shot(`${name}-cerrar-las-demas`) });
      await scan(page, `Cerrar las demás sesiones ${name}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.evaluate(() => localStorage.clear());
      await signInPage(ADMIN.email, ADMIN.password);
      await page.goto('/users');
      await page.getByPlaceholder('Buscar por nombre...').fill(worker.name);
      await expect(
        page.getByRole('button', { name: `Cerrar sesiones de ${worker.name}` }),
      ).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await page.screenshot({ path: shot(`${name}-usuarios`), fullPage: true });
      await scan(page, `Usuarios ${name}`);
      await page.getByRole('button', { name: `Cerrar sesiones de ${worker.name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Cerrar sesiones' });
      await expect(confirm).toBeVisible();
      await page.screenshot({ path: shot(`${name}-usuarios-cerrar-sesiones`) });
      await scan(page, `Cerrar sesiones ${name}`);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText('Se cerraron 3 sesiones').first()).toBeVisible();
    });
  });
}
