import { expect, test } from '@playwright/test';
import { PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * A first run without ADMIN_EMAIL / ADMIN_PASSWORD (DECISIONS §1): its own server on an empty data
 * folder prints a one-time link whose page sets up the first admin with their own name and email.
 */
const FIRST_RUN_PORT = PORT + 2;
const base = `http://127.0.0.1:${FIRST_RUN_PORT}`;
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({
    port: FIRST_RUN_PORT,
    folderName: 'first-run',
    env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
    printed: /verify-user\?token=\S+/,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the printed setup link asks for the admin’s name and email and says which account it sets up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const link = /(http:\/\/\S+\/auth\/verify-user\?token=\S+)/.exec(server.output())![1]!;
  expect(link.startsWith(base)).toBe(true);
  await page.goto(link);

  await expect(page.getByRole('heading', { name: 'Verificar cuenta' })).toBeVisible();
  await expect(page.getByText('Cuenta: primer administrador')).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Nombre del administrador' });
  const email = page.getByRole('textbox', { name: 'Email del administrador' });
  await expect(name).toBeFocused();
  await expect(email).toHaveValue(''); // no placeholder address offered

  await page.getByRole('button', { name: 'Establecer contraseña' }).click();
  await expect(page.getByText('Requerido').first()).toBeVisible();

  await name.fill('Laura Méndez');
  await email.fill('laura.mendez@empresa.test');
  await page.getByLabel('Nueva contraseña').fill('Primera-Clave-Admin-2026');
  await page.getByLabel('Confirmar contraseña').fill('Primera-Clave-Admin-2026');
  await page.getByRole('button', { name: 'Establecer contraseña' }).click();
  await expect(page).toHaveURL(`${base}/login`);

  // The sign-in form comes filled in with the email just set up.
  await expect(page.getByLabel('Email')).toHaveValue('laura.mendez@empresa.test');
  await page.getByLabel('Contraseña').fill('Primera-Clave-Admin-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByText('Hola, Laura.')).toBeVisible();

  // The link was for one use only, and its page says how to get in now.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Este enlace ya se usó: la cuenta de administrador ya está configurada. Inicia sesión con su email; si no recuerdas la contraseña, usa «¿Olvidaste tu contraseña?».',
  );
});
