import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';
import { overflowsSideways, signIn } from './support/session';

/**
 * Passkeys (issue 28 §2, DECISIONS §12) in Chromium with its virtual authenticator (DevTools
 * protocol): added from 'Mi cuenta', used to sign in without an email, removed, and then refused.
 * WebAuthn refuses IP-address origins, so this spec starts its own server at http://localhost.
 */
test.describe.configure({ timeout: 180_000, mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = path.resolve(root, 'test-results/passkeys');
const PASSKEY_PORT = PORT + 23;
const base = `http://localhost:${PASSKEY_PORT}`;

let server: OwnServer;

test.use({ baseURL: base });

test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startOwnServer({
    port: PASSKEY_PORT,
    base,
    folderName: 'passkeys',
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Chromium's virtual authenticator: a platform authenticator that verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Every axe-core violation of the page as it is now: none is allowed. */
async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help }));
  expect(found, `${screen}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

const card = (page: Page) => page.getByRole('region', { name: 'Llaves de acceso' });

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(card(page)).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a passkey added in Mi cuenta signs in, and once removed is refused', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAccount(page);
  await expect(card(page).getByText('Aún no tienes llaves de acceso.')).toBeVisible();
  await expectNoAxeViolations(page, 'Mi cuenta sin llaves de acceso');
  await card(page).scrollIntoViewIfNeeded();
  await shot(page, 'mi-cuenta-sin-llaves-es-1280');

  await card(page).getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByText('Llave de acceso añadida').first()).toBeVisible();
  await expect(card(page).getByText('Llave de acceso 1')).toBeVisible();
  await expect(card(page).getByText('Sin usar todavía')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Renamed.
  await card(page).getByRole('button', { name: 'Renombrar Llave de acceso 1' }).click();
  const rename = page.getByRole('dialog', { name: 'Renombrar llave de acceso' });
  await rename.getByLabel(/^Nombre/).fill('Portátil del trabajo');
  await expectNoAxeViolations(page, 'Renombrar llave de acceso');
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(rename).toBeHidden();
  await expect(card(page).getByText('Portátil del trabajo')).toBeVisible();

  // Signed out, then in again with the passkey alone: no email, no password.
  await signOut(page);
  const passkeyButton = page.getByRole('button', { name: 'Entrar con una llave de acceso' });
  await expect(passkeyButton).toBeVisible();
  await expectNoAxeViolations(page, 'Inicio de sesión con llave de acceso');
  await shot(page, 'login-es-1280');
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAccount(page);
  await expect(card(page).getByText(/Último uso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await shot(page, 'mi-cuenta-con-llave-es-1280');

  // Removed, with a confirmation first.
  await card(page).getByRole('button', { name: 'Eliminar Portátil del trabajo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar llave de acceso' });
  await expect(confirm).toContainText('«Portátil del trabajo» dejará de servir');
  await expectNoAxeViolations(page, 'Eliminar llave de acceso');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Llave de acceso eliminada').first()).toBeVisible();
  await expect(card(page).getByText('Aún no tienes llaves de acceso.')).toBeVisible();

  // The authenticator still holds it, but the server no longer knows it.
  await signOut(page);
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Esta llave de acceso no está registrada en Back Office',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page, 'Llave de acceso rechazada');
  await shot(page, 'login-rechazada-es-1280');
});

test('a closed browser dialog is a calm note, not an error', async ({ page }) => {
  // A fresh authenticator, asked for a passkey it does not hold: the browser's dialog ends unused.
  await virtualAuthenticator(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No se usó ninguna llave' })).toBeVisible(
    { timeout: 90_000 },
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const locale of ['es-ES', 'en-US'] as const) {
  test.describe(`in an ${locale} browser`, () => {
    test.use({ locale });

    test('the card and the login page, at 1280 and 390 px, in Spanish', async ({ page }) => {
      await virtualAuthenticator(page);
      await signIn(page, ADMIN.email, ADMIN.password);
      await openAccount(page);
      await card(page).getByRole('button', { name: 'Añadir llave de acceso' }).click();
      await expect(card(page).getByRole('listitem')).toHaveCount(1);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await openAccount(page);
        await expect(
          card(page).getByRole('button', { name: 'Añadir llave de acceso' }),
        ).toBeVisible();
        await expect(card(page).getByText(/Añadida el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
        expect(await overflowsSideways(page)).toBe(false);
        await expectNoAxeViolations(page, `Mi cuenta ${locale} ${width}`);
        await card(page).scrollIntoViewIfNeeded();
        await shot(page, `mi-cuenta-${locale}-${width}`);
      }
      // Leave no passkey behind for the next test.
      const remove = card(page).getByRole('button', { name: /^Eliminar / });
      await remove.click();
      await page
        .getByRole('dialog', { name: 'Eliminar llave de acceso' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await expect(card(page).getByText('Aún no tienes llaves de acceso.')).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      await signOut(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.goto('/login');
        await expect(
          page.getByRole('button', { name: 'Entrar con una llave de acceso' }),
        ).toBeVisible();
        expect(await overflowsSideways(page)).toBe(false);
        await expectNoAxeViolations(page, `Inicio de sesión ${locale} ${width}`);
        await shot(page, `login-${locale}-${width}`);
      }
    });
  });
}
