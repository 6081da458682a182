import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailCount, mailedLink } from './mail';
import { ADMIN } from './env';

/**
 * Signs in the way the sign-in form does, without the form: `POST /api/auth` with the account's
 * credentials, the answer's session stored where the app keeps it (the origin's localStorage,
 * lib/session.ts), then `/login`, which sends a signed-in role to its home as after the form. The form
 * itself is tested once, by auth.spec.ts (`signInThroughForm`).
 */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email} through the API`).toBeTruthy();
  const { token, result } = (await response.json()) as { token: string; result: unknown };
  await page.goto('/login');
  await page.evaluate(
    ([value, user]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('user', user);
    },
    [token, JSON.stringify(result)] as const,
  );
  // Opened again, the sign-in page finds the session and sends the role to its home.
  await page.reload();
}

/** Signs in through the login screen: the login spec's own path, and a refused password's. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth', { data: ADMIN });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/**
 * A ready account of the given role, made the way the product makes them: registered by the admin,
 * then activated through the link that arrives by SMTP.
 */
export async function createAccount(
  request: APIRequestContext,
  role: 'admin' | 'office' | 'usuario',
  name: string,
  password = 'Cuenta-E2E-Clave-77',
) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@empresa.test`;
  const before = mailCount();
  const token = await adminToken(request);
  const registered = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, role, phone: '' },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await mailedLink(email, before));
  const verified = await request.post('/api/auth/verify-user', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(verified.ok()).toBeTruthy();
  return { email, password, name };
}

/** True when the page is wider than the viewport (a sideways scroll on a phone). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
