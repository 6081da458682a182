import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday, nextWeek } from './support/dates';
import { ADMIN } from './support/env';
import { adminToken, createAccount, signIn } from './support/session';

/**
 * Every screen passes an axe-core scan: no serious or critical violation, at desktop and phone
 * width, for the admin who sees every screen and for a usuario with a shift and the punch widget.
 */

/**
 * Opens a screen and waits until it has loaded (its title shown, its data read). A screen that
 * opens on a dialog (the vault's security password) hides its title from assistive technology
 * while the dialog is up: the dialog is then what has loaded.
 */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const ADMIN_SCREENS = [
  '/dashboard',
  '/shifts',
  '/shifts?view=month',
  '/shifts?view=day',
  '/punches',
  '/punches?vista=analisis',
  '/absences',
  '/holidays',
  '/audit',
  '/users',
  '/categories',
  '/areas',
  '/suppliers',
  '/incomes',
  '/expenses',
  '/expenses-recurrent',
  '/expenses-report',
  '/email-manager',
  '/links-manager',
  '/templates-manager',
  '/password-manager',
  '/account',
];

let usuario: { email: string; password: string; name: string };

test.beforeAll(async ({ request }) => {
  usuario = await createAccount(request, 'usuario', 'Lucía Accesible');
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const users = await request.get('/api/users', { headers });
  const { data } = (await users.json()) as { data: { id: number; email: string }[] };
  const id = data.find((user) => user.email === usuario.email)!.id;
  // A shift today and one next week, so the calendars and the widget have something to show.
  for (const day of [companyToday(), nextWeek().day(1)]) {
    const created = await request.post('/api/shifts', {
      headers,
      data: { startDateTime: `${day} 23:00`, endDateTime: `${day} 23:45`, usersId: [id] },
    });
    expect(created.status()).toBe(201);
  }
});

test('the sign-in screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoSeriousViolations(page, '/login');
});

test('every admin screen has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  for (const path of ADMIN_SCREENS) {
    await openScreen(page, path);
    await expectNoSeriousViolations(page, path);
  }
  // A dialog with its date field and Spanish calendar open.
  await openScreen(page, '/shifts');
  await page.getByRole('button', { name: 'Crear Turno', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the create-shift dialog');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a usuario and an admin meet no serious accessibility violation', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, usuario.email, usuario.password);
    await expect(page.getByRole('heading', { name: 'Turnos' }).first()).toBeVisible();
    for (const path of ['/shifts', '/punches', '/absences']) {
      await openScreen(page, path);
      await expectNoSeriousViolations(page, `${path} (usuario, phone)`);
    }
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    for (const path of ['/dashboard', '/shifts', '/punches', '/absences', '/users']) {
      await openScreen(page, path);
      await expectNoSeriousViolations(page, `${path} (admin, phone)`);
    }
  });
});
