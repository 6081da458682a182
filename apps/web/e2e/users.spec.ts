import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';
import { mailCount, mailedLink } from './support/mail';
import { createAccount, signInThroughForm } from './support/session';

test('an admin registers an office user who sets a password from the mail and signs in', async ({
  page,
  signIn,
}) => {
  const email = `oficina.${Date.now()}@empresa.test`;
  await signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

  const before = mailCount();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Nombre').fill('Óscar Oficina');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Rol').selectOption('office');
  await dialog.getByLabel('Teléfono').fill('+34 600 111 222');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario creado correctamente').first()).toBeVisible();
  // Other specs add users too: the new one may be past the first page, so find it by name.
  await page.getByPlaceholder('Buscar por nombre...').fill('Óscar');
  await expect(page.getByRole('table').getByRole('cell', { name: email })).toBeVisible();

  const firstLink = await mailedLink(email, before);
  expect(firstLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/verify-user\?token=/);

  // The invitation can be sent again; only the newest link works.
  const beforeResend = mailCount();
  await page.getByRole('button', { name: 'Reenviar invitación a Óscar Oficina' }).first().click();
  await expect(page.getByText('Invitación reenviada correctamente').first()).toBeVisible();
  const link = await mailedLink(email, beforeResend);
  expect(link).not.toBe(firstLink);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A superseded link says so as soon as it opens, before anyone types a password.
  await page.goto(firstLink);
  await expect(
    page.getByText('El enlace no es válido o ha expirado. Solicita uno nuevo.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verificar cuenta' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Oficina-Clave-2026');
  await page.getByLabel('Confirmar contraseña').fill('Otra-Cosa-2026');
  await page.getByRole('button', { name: 'Establecer contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('Oficina-Clave-2026');
  await page.getByRole('button', { name: 'Establecer contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(email, 'Oficina-Clave-2026');
  await expect(page).toHaveURL(/\/shifts$/);
  // The link worked once only.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.goto(link);
  await expect(
    page.getByText('El enlace no es válido o ha expirado. Solicita uno nuevo.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
});

test('an admin deactivates a user, who can no longer sign in, and reactivates them', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  const account = await createAccount(request, 'usuario', 'Dario Baja');
  await signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Desactivar Dario Baja' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuario desactivado correctamente').first()).toBeVisible();

  const other = await browser.newPage();
  // A refused sign-in is the form's to show.
  await signInThroughForm(other, account.email, account.password);
  await expect(other.getByText('Email o contraseña incorrectos').first()).toBeVisible();

  await page.getByRole('button', { name: 'Reactivar a Dario Baja' }).click();
  await expect(page.getByText('Usuario reactivado correctamente').first()).toBeVisible();
  await signIn(account.email, account.password, other);
  await expect(other).toHaveURL(/\/shifts$/);
  await other.close();
});
