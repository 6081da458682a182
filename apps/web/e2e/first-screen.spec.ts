import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { signIn } from './support/session';

/** Every Content-Security-Policy violation the page reports (zod's eval probe was one). */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('sign-in and the calendar load without a script-policy violation, scripts compressed', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const scripts: { url: string; encoding: string | undefined; length: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        length: Number(headers['content-length'] ?? Number.NaN),
      });
    }
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // The sign-in form validates with the contract's schemas (the ones that probed eval).
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText('Requerido').first()).toBeVisible();
  // /login does not load the other pages' code.
  expect(
    scripts.map((s) => s.url).filter((url) => /shifts-page|punches-page|charts/.test(url)),
  ).toEqual([]);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A fresh load of /shifts with the session: start-up screen, then the calendar.
  await page.goto('/shifts');
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
  expect(scripts.some((s) => /shifts-page/.test(s.url))).toBe(true);
  // Chromium accepts brotli: every script arrived compressed, but those under 1 KB (the build
  // leaves them as they are).
  for (const script of scripts) {
    if (script.encoding === undefined) expect(script.length, script.url).toBeLessThan(1024);
    else expect(script.encoding, script.url).toBe('br');
  }
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
  expect(violations).toEqual([]);
});

test('the calendar is asked for while the start-up calls are still running', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Hold the signed-in user's start-up call until the calendar has been asked for.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  const calendarAsked = page.waitForRequest('**/api/shifts/get-shifts', { timeout: 15_000 });
  await page.goto('/shifts');
  // SPEC §2's start-up screen shows meanwhile, and the page only after it.
  await expect(page.getByRole('status', { name: 'Cargando datos iniciales' })).toBeVisible();
  await calendarAsked;
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toHaveCount(0);
  release();
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
});

test('the calendar opens without its dialogs, whose code comes with the first sign of use', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new tab of the same session, where no pointer or key has been used yet.
  const tab = await context.newPage();
  const scripts: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await tab.goto('/shifts');
  await expect(tab.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Crear Turno', exact: true })).toBeVisible();
  // Forms, date picker and schemas stay on the server while the page is only looked at.
  expect(scripts.filter((url) => /shift-dialogs|date-field|punch-dialog/.test(url))).toEqual([]);

  await tab.getByRole('button', { name: 'Crear Turno', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Fecha')).toBeVisible();
  expect(scripts.some((url) => /shift-dialogs/.test(url))).toBe(true);
  await tab.close();
});

test('a week comes as its first rows, then whole once they are on screen', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const asked: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shifts/get-shifts')) {
      asked.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  await page.goto('/shifts');
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
  await expect.poll(() => asked.length).toBe(2);
  const [first, whole] = asked;
  expect(first).toMatchObject({ firstUsers: 30 });
  expect(first!.startofweek).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The whole week, as SPEC §7's client asks for it.
  expect(whole).toEqual({ startofweek: first!.startofweek });
});
