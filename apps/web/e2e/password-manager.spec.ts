import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN } from './support/env';
import { adminToken, createAccount, overflowsSideways, signIn } from './support/session';

const VAULT_KEY = 'Boveda-E2E-Segura-2026';
/** Screenshots to look at, beside Playwright's own results (test-results/ is not committed). */
const SHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/password-manager',
);

/** Sets the vault up through the admin's setup dialog, once per suite's server. */
async function setUpVault(page: Page) {
  const status = await page.request.get('/api/password-manager/status', {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
  if (((await status.json()) as { configured: boolean }).configured) return;
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/password-manager');
  const setup = page.getByRole('dialog', { name: 'Configurar el gestor de credenciales' });
  await setup
    .getByRole('textbox', { name: 'Nueva contraseña de seguridad', exact: true })
    .fill(VAULT_KEY);
  await setup
    .getByRole('textbox', { name: 'Confirmar contraseña de seguridad', exact: true })
    .fill(VAULT_KEY);
  await expect(setup.getByRole('meter', { name: 'Seguridad de la contraseña' })).toBeVisible();
  await setup.getByRole('button', { name: 'Configurar' }).click();
  await expect(
    page.getByText('Contraseña de seguridad establecida correctamente').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva credencial' })).toBeVisible();
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await expect(
    page.getByRole('table', { name: 'Actividad del gestor de credenciales' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-activity-desktop.png`, fullPage: true });
}

async function unlock(page: Page, key = VAULT_KEY) {
  const dialog = page.getByRole('dialog', { name: 'Contraseña de Seguridad' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Contraseña de seguridad', exact: true }).fill(key);
  await dialog.getByRole('button', { name: 'Acceder' }).click();
}

/** Toasts fade out stacked (half-transparent): the scan waits for them to go, as a person would. */
async function noToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  options = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/shifts$/);
  return { context, page };
}

test('a usuario unlocks the vault, saves a private credential and copies it; others do not see it', async ({
  browser,
  page: adminPage,
}) => {
  await setUpVault(adminPage);
  const owner = await createAccount(adminPage.request, 'usuario', 'Vera Bóveda');
  const other = await createAccount(adminPage.request, 'usuario', 'Otto Ajeno');
  const service = `Nube privada ${Date.now()}`;

  const { context, page } = await signedIn(browser, owner, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.goto('/password-manager');
  await expect(page.getByRole('dialog', { name: 'Contraseña de Seguridad' })).toBeVisible();
  await expectNoSeriousViolations(page, 'security password dialog');

  // A wrong password: the dialog stays, the page behind says so (SPEC §8).
  await unlock(page, 'no-es-la-clave-buena');
  const dialog = page.getByRole('dialog', { name: 'Contraseña de Seguridad' });
  await expect(
    dialog.getByText('Clave de seguridad incorrecta. Inténtalo de nuevo.'),
  ).toBeVisible();
  await expect(page.getByText('Clave de seguridad inválida...')).toBeVisible();
  await expectNoSeriousViolations(page, 'wrong security password');
  await page.screenshot({ path: `${SHOTS}/unlock-wrong-desktop.png` });

  await unlock(page);
  await expect(page.getByRole('button', { name: 'Nueva credencial' })).toBeVisible();

  // A private credential with a generated password.
  await page.getByRole('button', { name: 'Nueva credencial' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva credencial' });
  await form.getByRole('textbox', { name: 'Servicio', exact: true }).fill(service);
  await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill('vera@nube.test');
  await form.getByRole('button', { name: 'Generar contraseña' }).click();
  const generated = await form
    .getByRole('textbox', { name: 'Contraseña', exact: true })
    .inputValue();
  expect(generated).toHaveLength(20);
  await form
    .getByRole('textbox', { name: 'Sitio web (opcional)', exact: true })
    .fill('nube.example.com');
  await form.getByLabel('Privada: solo tú la ves', { exact: true }).check();
  await page.screenshot({ path: `${SHOTS}/form-desktop.png` });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Credencial creada correctamente').first()).toBeVisible();
  await expect(form).toBeHidden();

  const list = page.getByRole('table', { name: 'Lista de credenciales' });
  const row = list.getByRole('row').filter({ hasText: service });
  await expect(row.getByRole('img', { name: 'Credencial privada' })).toBeVisible();
  await expect(
    row.getByRole('img', { name: 'Eres el propietario de la credencial' }),
  ).toBeVisible();
  await expect(row.getByText('••••••••')).toBeVisible();
  await expect(row.getByRole('link', { name: /nube\.example\.com/ })).toHaveAttribute(
    'href',
    'https://nube.example.com',
  );

  await row.getByRole('button', { name: `Copiar contraseña de ${service}` }).click();
  await expect(page.getByText('Contraseña copiada al portapapeles').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
  await noToasts(page);
  await expectNoSeriousViolations(page, 'vault unlocked');
  await page.screenshot({ path: `${SHOTS}/list-desktop-es.png`, fullPage: true });

  // A reload forgets the security password: asked again.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Contraseña de Seguridad' })).toBeVisible();
  await expect(list).toBeHidden();
  expect(
    await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    ),
  ).not.toContain('Boveda-E2E');
  await context.close();

  // Another usuario does not see it (an English browser, to look at the screen there too).
  const second = await signedIn(browser, other, { locale: 'en-US' });
  await second.page.goto('/password-manager');
  await unlock(second.page);
  await expect(second.page.getByRole('button', { name: 'Nueva credencial' })).toBeVisible();
  await expect(second.page.getByText(service)).toHaveCount(0);
  await second.page.screenshot({ path: `${SHOTS}/list-desktop-en.png`, fullPage: true });
  await second.context.close();
});

test('at 390 px the vault is a list of cards without sideways scrolling', async ({
  browser,
  page,
}) => {
  await setUpVault(page);
  const account = await createAccount(page.request, 'usuario', 'Pía Teléfono');
  const { context, page: phone } = await signedIn(browser, account, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.goto('/password-manager');
  await expect(phone.getByRole('dialog', { name: 'Contraseña de Seguridad' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/unlock-390.png` });
  await unlock(phone);
  await phone.getByRole('button', { name: 'Nueva credencial' }).click();
  const form = phone.getByRole('dialog', { name: 'Nueva credencial' });
  await form.getByRole('textbox', { name: 'Servicio', exact: true }).fill('Wifi oficina');
  await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill('invitados');
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('invitado');
  const box = await form.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  const cards = phone.getByRole('list', { name: 'Lista de credenciales' });
  await expect(cards.getByText('Wifi oficina')).toBeVisible();
  await cards.getByRole('button', { name: 'Mostrar contraseña de Wifi oficina' }).click();
  await expect(cards.getByText('invitado', { exact: true })).toBeVisible();
  await expect(cards.getByText('Débil').first()).toBeVisible();
  expect(await overflowsSideways(phone)).toBe(false);
  await noToasts(phone);
  await expectNoSeriousViolations(phone, 'vault at 390 px');
  await phone.screenshot({ path: `${SHOTS}/list-390-es.png`, fullPage: true });
  await context.close();
});
