import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT } from './support/env';

/**
 * A first run without ADMIN_EMAIL / ADMIN_PASSWORD (DECISIONS §1): its own server on an empty data
 * folder prints a one-time link whose page sets up the first admin with their own name and email.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIRST_RUN_PORT = PORT + 2;
const base = `http://127.0.0.1:${FIRST_RUN_PORT}`;
let server: ChildProcess;
let dataDir = '';
let output = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-first-run-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(FIRST_RUN_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    APP_TIME_ZONE: 'Europe/Madrid',
    MFA_REQUIRED_ROLES: '',
    LOG_LEVEL: 'warn',
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  delete env.SMTP_URL;
  server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!/verify-user\?token=\S+/.test(output)) {
    if (Date.now() - started > 90_000) throw new Error(`no setup link printed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  while (
    !(await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() - started > 90_000)
      throw new Error(`not ready:
${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the printed setup link asks for the admin’s name and email and says which account it sets up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const link = /(http:\/\/\S+\/auth\/verify-user\?token=\S+)/.exec(output)![1]!;
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
