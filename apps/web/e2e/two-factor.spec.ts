import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN, PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';
import { createAccount, overflowsSideways, signIn, signInThroughForm } from './support/session';

/**
 * The second factor as its users meet it (DECISIONS §12): a user turns it on in 'Mi cuenta' from
 * the QR code's secret, saves the recovery codes, signs in with password and code, then with a
 * recovery code, and turns it off; an admin of a server whose MFA_REQUIRED_ROLES names admin is
 * made to enrol at the first sign-in. Every code comes from otplib, an implementation independent
 * of the product's, from the secret the screen shows.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(root, 'test-results/two-factor');
const WIDTHS = [1280, 390] as const;

/**
 * Codes of one secret, never the same 30-second step twice (the server accepts a step once): the
 * next step after the last one used, waiting for the clock when that would be ahead of ±1 step.
 */
function codeSource(secret: string) {
  let last = 0;
  return async () => {
    for (;;) {
      const now = Math.floor(Date.now() / 30_000);
      const step = Math.max(now, last + 1);
      if (step <= now + 1) {
        last = step;
        return generate({ secret, epoch: step * 30 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
}

/** One screenshot at each width (the page's own locale in the name), then back to 1280. */
async function shots(page: Page, name: string, locale: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    expect(await overflowsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${locale}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * No axe violation of any impact in the screen's own part (the card, the dialog, the sign-in
 * card), beside the page-wide check of serious ones.
 */
async function expectNoViolations(page: Page, screen: string, selector: string) {
  await expectNoSeriousViolations(page, screen);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(found, `${screen}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/** The secret as the screen writes it, without the spaces of its groups. */
async function secretOn(scope: Locator | Page) {
  const text = await scope.getByTestId('totp-secret').innerText();
  return text.replace(/\s+/g, '');
}

async function recoveryCodesOn(scope: Locator) {
  const list = scope.getByRole('list', { name: 'Tus códigos de recuperación' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
}

/** 'Descargar' saves a .txt holding every code. */
async function downloadHolds(page: Page, scope: Locator, codes: readonly string[]) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);
}

test.describe('a user with a second factor', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('enables it in Mi cuenta, signs in with a code, then with a recovery code, and disables it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await createAccount(request, 'usuario', 'Teresa Totp');

    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/shifts$/);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(card.getByText('Desactivada')).toBeVisible();
    await expectNoViolations(
      page,
      'Mi cuenta, verificación desactivada',
      '[data-section="two-factor"]',
    );
    await shots(page, '01-cuenta-desactivada', 'es-ES');

    await card.getByRole('button', { name: 'Activar' }).click();
    const enable = page.getByRole('dialog', { name: 'Activar la verificación en dos pasos' });
    await expect(
      enable.getByRole('img', { name: 'Código QR para tu app de autenticación' }),
    ).toBeVisible();
    const secret = await secretOn(enable);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(enable.getByTestId('totp-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await enable.getByRole('button', { name: 'Copiar clave' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoViolations(page, 'Activar: código QR', '[role="dialog"]');
    await shots(page, '02-activar-qr', 'es-ES');

    const nextCode = codeSource(secret);
    // A wrong code is refused inside the dialog.
    await enable.getByLabel('Código de 6 dígitos').fill('000000');
    await enable.getByRole('button', { name: 'Activar' }).click();
    await expect(enable.getByRole('alert')).toHaveText('El código no es correcto o ya se usó');
    await enable.getByLabel('Código de 6 dígitos').fill(await nextCode());
    await enable.getByRole('button', { name: 'Activar' }).click();
    const codes = await recoveryCodesOn(enable);
    await downloadHolds(page, enable, codes);
    await enable.getByRole('button', { name: 'Copiar', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await expect(enable.getByRole('button', { name: 'Listo' })).toBeDisabled();
    await expectNoViolations(page, 'Activar: códigos de recuperación', '[role="dialog"]');
    await shots(page, '03-activar-codigos', 'es-ES');
    await enable.getByLabel('He guardado mis códigos').check();
    await enable.getByRole('button', { name: 'Listo' }).click();
    await expect(enable).toBeHidden();
    const today = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(card.getByText(`Activada desde ${today}`)).toBeVisible();
    await expect(card.getByText('Códigos de recuperación restantes: 10')).toBeVisible();
    await expectNoViolations(
      page,
      'Mi cuenta, verificación activada',
      '[data-section="two-factor"]',
    );
    await shots(page, '04-cuenta-activada', 'es-ES');

    // Signed out, the password alone no longer signs in: the code step follows.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    const codeField = page.getByLabel('Código de 6 dígitos');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoViolations(page, 'Inicio de sesión: código', 'main');
    await shots(page, '05-login-codigo', 'es-ES');
    await codeField.fill('111111');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El código no es correcto o ya se usó');
    await shots(page, '06-login-codigo-rechazado', 'es-ES');
    await codeField.fill(await nextCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/shifts$/);

    // Then with a recovery code instead of the app.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    const recoveryField = page.getByLabel('Código de recuperación');
    await expect(recoveryField).toBeFocused();
    await expectNoViolations(page, 'Inicio de sesión: código de recuperación', 'main');
    await shots(page, '07-login-recuperacion', 'es-ES');
    await recoveryField.fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/shifts$/);

    // A used recovery code does not serve twice.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El código de recuperación no es correcto o ya se usó',
    );
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await signInThroughForm(page, user.email, user.password);
    await page.getByLabel('Código de 6 dígitos').fill(await nextCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/shifts$/);

    // Mi cuenta: nine codes left; new ones void the old; then off with password and code.
    await page.goto('/account');
    await expect(card.getByText('Códigos de recuperación restantes: 9')).toBeVisible();
    await card.getByRole('button', { name: 'Generar códigos nuevos' }).click();
    const renew = page.getByRole('dialog', { name: 'Generar códigos de recuperación nuevos' });
    await expectNoViolations(page, 'Generar códigos nuevos', '[role="dialog"]');
    await shots(page, '08-generar-codigos', 'es-ES');
    await renew.getByLabel('Código de 6 dígitos').fill(await nextCode());
    await renew.getByRole('button', { name: 'Generar' }).click();
    const renewed = await recoveryCodesOn(renew);
    expect(renewed.some((code) => codes.includes(code))).toBe(false);
    await renew.getByLabel('He guardado mis códigos').check();
    await renew.getByRole('button', { name: 'Listo' }).click();
    await expect(card.getByText('Códigos de recuperación restantes: 10')).toBeVisible();

    await card.getByRole('button', { name: 'Desactivar' }).click();
    const disable = page.getByRole('dialog', { name: 'Desactivar la verificación en dos pasos' });
    await disable.getByLabel('Contraseña').fill('no-es-la-clave');
    await disable.getByLabel('Código de 6 dígitos o de recuperación').fill(renewed[0] ?? '');
    await disable.getByRole('button', { name: 'Desactivar' }).click();
    await expect(disable.getByRole('alert')).toHaveText('La contraseña no es correcta');
    await expectNoViolations(page, 'Desactivar', '[role="dialog"]');
    await shots(page, '09-desactivar', 'es-ES');
    await disable.getByLabel('Contraseña').fill(user.password);
    await disable.getByLabel('Código de 6 dígitos o de recuperación').fill(await nextCode());
    await disable.getByRole('button', { name: 'Desactivar' }).click();
    await expect(disable).toBeHidden();
    await expect(page.getByText('Verificación en dos pasos desactivada').first()).toBeVisible();
    await expect(card.getByText('Desactivada')).toBeVisible();

    // And the password alone signs in again.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/shifts$/);
  });
});

test.describe('a user who lost their phone and their recovery codes', () => {
  test('an admin sees who has a second factor and removes theirs; the password alone signs them in', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await createAccount(request, 'usuario', 'Lucas Perdido');
    // Lucas turned it on some day (through the API, with otplib's code)…
    const signedIn = await request.post('/api/auth', {
      data: { email: user.email, password: user.password },
    });
    const headers = {
      authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}`,
    };
    const setup = await request.post('/api/auth/mfa/totp/setup', { headers });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await request.post('/api/auth/mfa/totp/confirm', {
      headers,
      data: { code: await codeSource(secret)() },
    });
    expect(confirmed.ok()).toBeTruthy();

    // …and now has neither the phone nor the codes: the admin removes it from Usuarios.
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/users');
    // The list is paged: other specs' people may fill its first page.
    await page.getByPlaceholder('Buscar por nombre...').fill(user.name);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row.getByText('Activada')).toBeVisible();
    await expectNoSeriousViolations(page, 'Usuarios, con verificación en dos pasos');
    await shots(page, '10-usuarios-dos-pasos', 'es-ES');
    await row
      .getByRole('button', { name: `Quitar verificación en dos pasos de ${user.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Quitar verificación en dos pasos' });
    await expect(dialog.getByText(/perdió su teléfono y sus códigos/)).toBeVisible();
    await expectNoViolations(page, 'Quitar verificación en dos pasos', '[role="dialog"]');
    await shots(page, '11-quitar-dos-pasos', 'es-ES');
    await dialog.getByRole('button', { name: 'Quitar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByText(
          'Segundo factor quitado. Si su rol lo exige, lo configurará de nuevo al iniciar sesión.',
        )
        .first(),
    ).toBeVisible();
    await expect(row.getByText('Activada')).toBeHidden();

    // Lucas signs in with the password alone.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/shifts$/);
  });
});

test.describe('a server whose MFA_REQUIRED_ROLES names admin', () => {
  const ENROL_PORT = PORT + 12;
  const base = `http://127.0.0.1:${ENROL_PORT}`;
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({
      port: ENROL_PORT,
      folderName: 'two-factor',
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MFA_REQUIRED_ROLES: 'admin',
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** A page of a browser in `locale` on the enrolment server. */
  async function pageIn(browser: Browser, locale: string) {
    const context = await browser.newContext({
      baseURL: base,
      locale,
      timezoneId: 'Europe/Madrid',
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    return context.newPage();
  }

  test('the admin enrols at the first sign-in (en-US browser), then signs in with a code', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await pageIn(browser, 'en-US');
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(
      page.getByRole('heading', { name: 'Activa la verificación en dos pasos' }),
    ).toBeVisible();
    await expect(
      page.getByText('Tu rol requiere la verificación en dos pasos: actívala para continuar.'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Código QR para tu app de autenticación' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoViolations(page, 'Alta obligatoria: código QR', 'main');
    await shots(page, '10-alta-obligatoria-qr', 'en-US');

    const secret = await secretOn(page);
    const nextCode = codeSource(secret);
    await page.getByLabel('Código de 6 dígitos').fill(await nextCode());
    await page.getByRole('button', { name: 'Activar' }).click();
    const panel = page.getByRole('main');
    const codes = await recoveryCodesOn(panel);
    await downloadHolds(page, panel, codes);
    // Not signed in until the codes are said to be saved.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await expectNoViolations(page, 'Alta obligatoria: códigos', 'main');
    await shots(page, '11-alta-obligatoria-codigos', 'en-US');
    await page.getByLabel('He guardado mis códigos').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Mi cuenta: on, and no way to turn it off for this role.
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await expect(
      card.getByText('Tu rol requiere la verificación en dos pasos: no puedes desactivarla.'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
    await expectNoViolations(page, 'Mi cuenta, obligatoria', '[data-section="two-factor"]');
    await shots(page, '12-cuenta-obligatoria', 'en-US');

    // The next sign-in asks the code, in the en-US browser too in Spanish.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expectNoViolations(page, 'Inicio de sesión: código (en-US)', 'main');
    await shots(page, '13-login-codigo', 'en-US');
    await page.getByLabel('Código de 6 dígitos').fill(await nextCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();
  });
});
