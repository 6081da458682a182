import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN } from './support/env';
import { mailCount, mailedLink } from './support/mail';
import { adminToken, createAccount, signIn, signInThroughForm } from './support/session';

/**
 * Issue 24 §5, the small things of a first week, as people meet them: a receipt attached in the
 * dialog that creates the expense, 'Mi cuenta' (own name and password), the backup card's next run
 * and 'Hacer copia ahora', the empty list that invites to add, the lock of a shared row, and the
 * sign-in form filled in after a password was set.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Screenshots to look at (.tmp is ignored by git; test-results is emptied by every run). */
const shot = (name: string) => path.join(root, '.tmp/first-week', `${name}.png`);
const RUN = Date.now().toString(36).slice(-4);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Scans once the toasts have gone: they come and go by themselves, and this spec scans the screen
 * under them (the toasts' own look is checked where they are made).
 */
async function scanWithoutToasts(page: Page, screen: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, screen);
}

/** A call of the API as the admin; its JSON answer. */
async function asAdmin<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  data?: object,
) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const response = await request[method](url, { headers, ...(data && { data }) });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

async function userId(request: APIRequestContext, email: string) {
  const { data } = await asAdmin<{ data: { id: number; email: string }[] }>(
    request,
    'get',
    '/api/users?limit=100',
  );
  return data.find((user) => user.email === email)!.id;
}

/** The company clock's next 02:00 (BACKUP_TIME's default), as the card says it. */
function expectedNextRun(now = new Date()) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `Próxima copia automática: ${time < '02:00' ? 'hoy' : 'mañana'} a las 02:00`;
}

test('an expense is created with its receipts in one dialog; a refused file is kept to retry', async ({
  page,
  request,
}) => {
  const category = `Papelería ${RUN}`;
  const area = `Oficina ${RUN}`;
  await asAdmin(request, 'post', '/api/categories', { name: category, description: 'Material' });
  await asAdmin(request, 'post', '/api/areas', { name: area, description: 'Administración' });

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Nuevo egreso' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo egreso' });
  await create.getByLabel(/^Nombre/).fill(`Tóner ${RUN}`);
  await create.getByLabel(/^Monto/).fill('45.5');
  await create.getByLabel(/^Categoría/).selectOption({ label: category });
  await create.getByLabel(/^Área/).selectOption({ label: area });
  const chosen = create.getByRole('region', { name: /Comprobantes/ });
  const picker = chosen.getByLabel('Adjuntar comprobante', { exact: true });
  await picker.setInputFiles([
    { name: 'ticket.png', mimeType: 'image/png', buffer: PNG },
    // Named a PNG, but a PDF inside: the server looks at the content and refuses it.
    { name: 'falso.png', mimeType: 'image/png', buffer: PDF },
  ]);
  await expect(chosen.getByRole('heading')).toHaveText('Comprobantes (2/5)');
  await expect(chosen.getByText('ticket.png')).toBeVisible();
  await expectNoSeriousViolations(page, 'Nuevo egreso con comprobantes');
  await create.getByRole('button', { name: 'Guardar' }).click();

  // The expense is saved with the good file; the refused one is named, with why, and a retry.
  const edit = page.getByRole('dialog', { name: 'Editar egreso' });
  const failed = edit.getByRole('alert').filter({ hasText: 'El egreso se guardó' });
  await expect(failed).toContainText('falso.png');
  await expect(edit.getByRole('button', { name: 'Reintentar adjuntar falso.png' })).toBeVisible();
  await expect(
    edit.getByRole('region', { name: /Comprobantes/ }).getByText('ticket.png'),
  ).toBeVisible();
  await scanWithoutToasts(page, 'Egreso guardado con un comprobante rechazado');
  await page.screenshot({ path: shot('expense-receipt-refused-1280') });
  await edit.getByRole('button', { name: 'Reintentar adjuntar falso.png' }).click();
  await expect(failed).toContainText('falso.png'); // still refused, still there: nothing lost
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  const row = page
    .getByRole('table', { name: 'Lista de egresos' })
    .getByRole('row')
    .filter({ hasText: `Tóner ${RUN}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('1 comprobante')).toBeAttached();
});

test("'Mi cuenta': a usuario changes their name and password, and signs in with the new one", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'usuario', 'Rosa Cuenta');
  // Another device of the same person, signed in before the change.
  const other = await request.post('/api/auth', {
    data: { email: account.email, password: account.password },
  });
  const otherToken = ((await other.json()) as { token: string }).token;

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mi cuenta' })
    .click();
  await page.mouse.move(900, 600); // off the rail, which folds back
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Mi cuenta/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expectNoSeriousViolations(page, '/account');

  const name = page.getByLabel(/^Nombre/);
  await name.fill('');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Requerido')).toBeVisible();
  await name.fill('Rosa María Cuenta');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Nombre actualizado correctamente').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Rosa María Cuenta'),
  ).toBeAttached();

  const current = page.getByLabel(/^Contraseña actual/);
  await current.fill('no-es-la-mia');
  await page.getByLabel(/^Nueva contraseña/).fill('Rosa-Nueva-Clave-2026');
  await page.getByLabel(/^Confirmar nueva contraseña/).fill('Rosa-Nueva-Clave-2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(/Contraseña cambiada correctamente/).first()).toBeVisible();
  await expect(current).toHaveValue('');
  await page.screenshot({ path: shot('account-1280'), fullPage: true });

  // The other device is signed out; this one is not.
  const otherMe = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(otherMe.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByText('Email o contraseña incorrectos').first()).toBeVisible();
  await signIn(page, account.email, 'Rosa-Nueva-Clave-2026');
  await expect(page).toHaveURL(/\/shifts$/);
});

test("the backup card says when the next backup runs, and 'Hacer copia ahora' makes one", async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const card = page.getByRole('region', { name: 'Copias de seguridad' });
  await expect(card.getByText(/Próxima copia automática/)).toHaveText(expectedNextRun());
  const run = card.getByRole('button', { name: 'Hacer copia ahora' });
  await run.click();
  await expect(page.getByText('Copia de seguridad hecha').first()).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/Última copia/)).toBeVisible();
  await expect(run).toBeEnabled();
  await scanWithoutToasts(page, 'Inicio tras una copia');
  await card.screenshot({ path: shot('backup-card-1280') });
});

test('an empty list invites to add one, and a shared row shows one lock with its reason', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'usuario', 'Pablo Compartido');
  const id = await userId(request, account.email);
  const { data: link } = await asAdmin<{ data: { id: number } }>(
    request,
    'post',
    '/api/notebooks',
    {
      type: 'link',
      title: `Portal de proveedores ${RUN}`,
      link: `https://proveedores.example.com/${'ruta-muy-larga/'.repeat(6)}${RUN}`,
    },
  );
  await asAdmin(request, 'post', `/api/notebooks/${link.id}/share`, { userIds: [id] });

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await page.goto('/email-manager');
  await expect(page.getByText('No hay correos para mostrar')).toBeVisible();
  await page.getByRole('button', { name: '¡Agrega uno!' }).click();
  await expect(page.getByRole('dialog', { name: 'Agregar correo' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Agregar correo' })
    .getByRole('button', { name: 'Cancelar' })
    .click();

  await page.goto('/links-manager');
  const row = page
    .getByRole('table', { name: 'Lista de links' })
    .getByRole('row')
    .filter({ hasText: `Portal de proveedores ${RUN}` });
  const lock = row.getByRole('img', {
    name: 'No tienes permisos para compartir, editar o eliminar',
  });
  await expect(lock).toHaveCount(1);
  await expect(row.getByText('No tienes permisos para compartir, editar o eliminar')).toHaveCount(
    0,
  );
  // The long address ends in an ellipsis, whole on hover.
  const address = row.getByText(/^https:\/\/proveedores\.example\.com/);
  await expect(address).toHaveAttribute('title', /ruta-muy-larga\/ruta-muy-larga/);
  expect(await address.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  // The keyboard reaches the lock and its tip shows.
  await lock.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    'No tienes permisos para compartir, editar o eliminar',
  );
  await expectNoSeriousViolations(page, 'Gestor de links con un link compartido');
  await page.screenshot({ path: shot('links-lock-1280') });
});

test('after setting the password from the mailed link, the sign-in form has the email', async ({
  page,
  request,
}) => {
  const email = `nueva.${RUN}@empresa.test`;
  const before = mailCount();
  await asAdmin(request, 'post', '/api/auth/register', {
    name: 'Nueva Persona',
    email,
    role: 'office',
    phone: '',
  });
  await page.goto(await mailedLink(email, before));
  await page.getByLabel('Nueva contraseña').fill('Nueva-Persona-Clave-2026');
  await page.getByLabel('Confirmar contraseña').fill('Nueva-Persona-Clave-2026');
  await page.getByRole('button', { name: 'Establecer contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.getByLabel('Contraseña').fill('Nueva-Persona-Clave-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/shifts$/);
});

test.describe('in an English browser, on a phone', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  async function phone(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
  }

  test("'Mi cuenta', the backup card and the new expense dialog read Spanish and fit", async ({
    page,
  }) => {
    await phone(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole('region', { name: 'Copias de seguridad' });
    await expect(card.getByText(/Próxima copia automática/)).toHaveText(expectedNextRun());
    await expect(card.getByRole('button', { name: 'Hacer copia ahora' })).toBeVisible();
    await card.screenshot({ path: shot('backup-card-390-en') });

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('link', { name: 'Mi cuenta' })
      .click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
    ).toBe(true);
    await expectNoSeriousViolations(page, '/account en el teléfono');
    await page.screenshot({ path: shot('account-390-en'), fullPage: true });

    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Nuevo egreso' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo egreso' });
    await create
      .getByRole('region', { name: /Comprobantes/ })
      .getByLabel('Adjuntar comprobante', { exact: true })
      .setInputFiles({
        name: `un-nombre-de-archivo-muy-largo-${RUN}.png`,
        mimeType: 'image/png',
        buffer: PNG,
      });
    const hint = create.getByText(/Se adjuntan al guardar el egreso/);
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    // A long file name never widens the dialog past the phone's screen.
    for (const field of [create.getByLabel(/^Nombre/), create.getByText(/un-nombre-de-archivo/)]) {
      const box = await field.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousViolations(page, 'Nuevo egreso en el teléfono');
    await page.screenshot({ path: shot('expense-dialog-390-en') });
  });
});
