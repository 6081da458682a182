import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { mailCount, mailedLink } from './support/mail';
import { createAccount, signInThroughForm } from './support/session';

test('the first admin signs in, lands on Inicio and signs out', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The session ended on the server too: the admin area is closed again.
  await page.goto('/categories');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, 'no-es-la-clave');
  await expect(page.getByText('Email o contraseña incorrectos').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a usuario lands on Turnos and is sent away from an admin-only page', async ({
  page,
  request,
}) => {
  const usuario = await createAccount(request, 'usuario', 'Lucía Usuario');
  await signInThroughForm(page, usuario.email, usuario.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await page.goto('/categories');
  await expect(page).not.toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { name: 'Categorías' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: /Configuración|Categorías|Usuarios/ })).toHaveCount(0);
});

test('an office user opening an admin-only page lands on /dashboard (SPEC §2)', async ({
  page,
  request,
}) => {
  const office = await createAccount(request, 'office', 'Otto Oficina');
  await signInThroughForm(page, office.email, office.password);
  await expect(page).toHaveURL(/\/shifts$/);
  for (const path of ['/users', '/categories']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  }
});

test('forgot password: the mailed link sets a new password that then signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'office', 'Olga Olvido');
  const before = mailCount();
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar Contraseña' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Se ha enviado el enlace de recuperación a tu email')).toBeVisible();

  const link = await mailedLink(account.email, before);
  expect(link).toContain('/auth/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Otra-Clave-Nueva-2026');
  await page.getByLabel('Confirmar contraseña').fill('Otra-Clave-Nueva-2026');
  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, account.email, 'Otra-Clave-Nueva-2026');
  await expect(page).toHaveURL(/\/shifts$/);
});
