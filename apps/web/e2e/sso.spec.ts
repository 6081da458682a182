import { SSO_TEXTS, ssoButtonText } from '@app/contract/sso';
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startOidcTestProvider, type OidcTestProvider } from '../../api/test/oidc-test-provider';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN, PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Single sign-on (DECISIONS §12) in Chromium: a real OpenID provider on 127.0.0.1 and a second
 * product server configured for it; the user signs in on the provider's own login page.
 */
const SHOTS = '/tmp/shots/sso';
const SSO_PORT = PORT + 17;
const base = `http://127.0.0.1:${SSO_PORT}`;
const LABEL = 'Empresa ID';
const STRANGER = 'nadie@otra-empresa.test';

let provider: OidcTestProvider;
let server: OwnServer;

test.use({ baseURL: base });

test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  provider = await startOidcTestProvider({ redirectUris: [`${base}/api/auth/oidc/callback`] });
  provider.addUser(ADMIN.email);
  provider.addUser(STRANGER);
  server = await startOwnServer({
    port: SSO_PORT,
    folderName: 'sso',
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...provider.env,
      OIDC_LABEL: LABEL,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** From the sign-in page, through the provider's own login page, back to the product. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: ssoButtonText(LABEL) }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('la-clave-del-proveedor');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('an active user signs in through the provider and lands signed in, no token in any URL', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await signInAtProvider(page, ADMIN.email);
  await expect(page).toHaveURL(`${base}/dashboard`);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(visited.join('\n')).not.toContain(token!);
  // The ticket that came back left the address bar and serves no more.
  const back = visited.find((url) => url.includes('/login?sso='));
  expect(back, visited.join('\n')).toBeDefined();
  const ticket = new URL(back!).searchParams.get('sso')!;
  const again = await page.request.post('/api/auth/oidc/session', { data: { ticket } });
  expect(again.status()).toBe(400);

  // The session is a real one: 'Mi cuenta' data is the admin's.
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { result: { email: string } }).result.email).toBe(ADMIN.email);
});

test('an unknown user is told their account is not enabled', async ({ page }) => {
  await signInAtProvider(page, STRANGER);
  await expect(page).toHaveURL(`${base}/login`);
  await expect(page.getByRole('alert')).toHaveText(SSO_TEXTS.notEnabled);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoSeriousViolations(page, 'Inicio de sesión con cuenta no habilitada');
  await page.screenshot({ path: path.join(SHOTS, 'login-no-habilitada-1280-es-ES.png') });
});

async function loginScreen(browser: Browser, locale: string, width: number) {
  const context = await browser.newContext({
    baseURL: base,
    locale,
    viewport: { width, height: width < 500 ? 844 : 800 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('link', { name: ssoButtonText(LABEL) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await expectNoSeriousViolations(page, `Inicio de sesión ${locale} ${width}`);
  await page.screenshot({
    path: path.join(SHOTS, `login-sso-${width}-${locale}.png`),
    fullPage: true,
  });
  await context.close();
}

for (const locale of ['es-ES', 'en-US']) {
  test(`the sign-in page offers '${ssoButtonText(LABEL)}' in Spanish at 1280 and 390 px (${locale} browser)`, async ({
    browser,
  }) => {
    await loginScreen(browser, locale, 1280);
    await loginScreen(browser, locale, 390);
  });
}
