import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { PORT } from './support/env';
import { createAccount, overflowsSideways, signIn } from './support/session';

/**
 * Issue 13 as its users meet it: a usuario keeps a company mailbox, shares it with a colleague,
 * who finds it under 'Compartidos conmigo', reveals and copies its password and cannot change it;
 * a link opens in a new tab; a template with a placeholder is filled and copied. Each screen is
 * scanned with axe and looked at on a desktop and a phone, in a Spanish and an English browser.
 */

const run = Date.now().toString(36);
/** The run in letters only, for people's names (their test email is made from the name). */
const tag = run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const MAILBOX = {
  title: `Soporte ${run}`,
  email: `soporte.${run}@empresa.test`,
  password: `Buzón-${run} clave`,
};
const SUB_CATEGORY = `Atención ${run}`;
const LINK = { title: `Portal ${run}`, link: `127.0.0.1:${PORT}/login` };
const TEMPLATE = {
  title: `Bienvenida ${run}`,
  description: 'Primer mensaje a un cliente',
  text: 'Hola {{nombre}}, gracias por confiar en nosotros.',
};

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

type Look = { locale: string; width: number };

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  look: Look = { locale: 'es-ES', width: 1280 },
) {
  const phone = look.width < 768;
  const context = await browser.newContext({
    locale: look.locale,
    timezoneId: 'Europe/Madrid',
    viewport: { width: look.width, height: phone ? 844 : 800 },
    isMobile: phone,
    hasTouch: phone,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/shifts/);
  return page;
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** axe of what the page shows once the toasts have gone (they are the shared toaster's, not the screen's). */
async function scan(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousViolations(page, name);
}

async function openManager(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    page
      .getByText(/^\d+ (correos?|links?|plantillas?)$|^No hay (correos|links|plantillas)/)
      .first(),
  ).toBeVisible();
}

test('a usuario shares a mailbox; the colleague finds it, reveals and copies it, cannot change it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const marta = await createAccount(request, 'usuario', `Marta Buzón ${tag}`);
  const luis = await createAccount(request, 'usuario', `Luis Colega ${tag}`);

  const page = await signedInPage(browser, marta);
  await openManager(page, '/email-manager', 'Gestor de correos');
  await expect(page.getByText('No hay correos para mostrar')).toBeVisible();
  await scan(page, '/email-manager (empty)');

  // Create: 'Requerido' first, then the mailbox with a sub-category made on the spot.
  await page.getByRole('button', { name: 'Agregar correo' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar correo' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Requerido')).toHaveCount(3);
  await form.getByLabel(/^Nombre/).fill(MAILBOX.title);
  await form.getByLabel(/^Correo/).fill(MAILBOX.email);
  await form.getByLabel(/^Contraseña/).fill(MAILBOX.password);
  await form.getByLabel('Nueva subcategoría').fill(SUB_CATEGORY);
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByLabel('Subcategoría (opcional)')).toHaveValue(/\d+/);
  await expect(page.getByText('Subcategoría creada correctamente').first()).toBeVisible();
  await scan(page, 'the create-mailbox dialog');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Correo creado correctamente').first()).toBeVisible();
  await expect(form).toBeHidden();

  const table = page.getByRole('table', { name: 'Lista de correos' });
  const row = table.getByRole('row').filter({ hasText: MAILBOX.title });
  await expect(row.getByText('••••••••')).toBeVisible();
  await expect(row.getByText(SUB_CATEGORY)).toBeVisible();
  await expect(row.getByText('Solo tú')).toBeVisible();
  await expect(table.getByText(MAILBOX.password)).toHaveCount(0);

  // Share it with the colleague, found by the search of the left list.
  await row.getByRole('button', { name: `Compartir ${MAILBOX.title}` }).click();
  const share = page.getByRole('dialog', { name: 'Compartir Correo' });
  await expect(share.getByText(MAILBOX.email)).toBeVisible();
  await share.getByLabel('Buscar usuarios').fill(luis.name);
  const available = share.getByRole('listbox').first();
  await available.getByRole('option', { name: luis.name }).dblclick();
  await expect(
    share.getByRole('listbox').nth(1).getByRole('option', { name: luis.name }),
  ).toBeVisible();
  await expect(share.getByRole('option', { name: marta.name })).toHaveCount(0);
  await scan(page, 'the share dialog');
  await screenshot(page, 'share-dialog-es-1280');
  await share.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('Correo compartido correctamente').first()).toBeVisible();
  await expect(row.getByText(`Con ${luis.name}`)).toBeVisible();
  await scan(page, '/email-manager');
  await screenshot(page, 'email-manager-owner-es-1280');

  // The colleague finds it under 'Compartidos conmigo'.
  const colleague = await signedInPage(browser, luis, { locale: 'en-US', width: 1280 });
  await openManager(colleague, '/email-manager', 'Gestor de correos');
  const filters = colleague.getByRole('search');
  await filters.getByLabel('Mostrar').selectOption({ label: 'Compartidos conmigo' });
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expect(colleague).toHaveURL(/alcance=shared/);
  const theirs = colleague
    .getByRole('table', { name: 'Lista de correos' })
    .getByRole('row')
    .filter({ hasText: MAILBOX.title });
  await expect(theirs.getByText(`De ${marta.name}`)).toBeVisible();
  await expect(
    theirs.getByRole('img', { name: 'No tienes permisos para compartir, editar o eliminar' }),
  ).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^(Editar|Eliminar|Compartir) / })).toHaveCount(
    0,
  );

  await theirs.getByRole('button', { name: `Mostrar contraseña de ${MAILBOX.title}` }).click();
  await expect(theirs.getByText(MAILBOX.password)).toBeVisible();
  const copy = theirs.getByRole('button', { name: `Copiar contraseña de ${MAILBOX.title}` });
  await copy.click();
  await expect(colleague.getByText('Contraseña copiada al portapapeles').first()).toBeVisible();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  expect(await clipboard(colleague)).toBe(MAILBOX.password);
  // The copy feedback goes after 1.5 s.
  await expect(copy).not.toHaveAttribute('data-copied', 'true', { timeout: 3_000 });
  await screenshot(colleague, 'email-manager-recipient-en-1280');

  // The server refuses the colleague's change as well.
  const token = await colleague.evaluate(() => localStorage.getItem('token'));
  const id = await page.evaluate(async (title) => {
    const response = await fetch(`/api/notebooks?type=email&title=${encodeURIComponent(title)}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data[0]!.id;
  }, MAILBOX.title);
  const refused = await request.patch(`/api/notebooks/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'email', title: 'Cambiado' },
  });
  expect(refused.status()).toBe(403);
  await colleague.context().close();

  // The owner sees who read the password.
  await page.reload();
  await row
    .getByRole('button', { name: `Ver accesos a la contraseña de ${MAILBOX.title}` })
    .click();
  const audit = page.getByRole('dialog', { name: 'Accesos a la contraseña' });
  // One read: the copy took the password already shown.
  await expect(audit.getByRole('cell', { name: luis.name })).toHaveCount(1);
  await scan(page, 'the password reveals dialog');
  await audit.getByRole('button', { name: 'Cerrar' }).click();

  // A link opens in a new tab, without a handle on this one.
  await openManager(page, '/links-manager', 'Gestor de links');
  await page.getByRole('button', { name: 'Agregar link' }).click();
  const linkForm = page.getByRole('dialog', { name: 'Agregar link' });
  await linkForm.getByLabel(/^Título/).fill(LINK.title);
  await linkForm.getByLabel(/^Link/).fill('javascript:alert(1)');
  await linkForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(linkForm.getByText('URL inválida')).toBeVisible();
  await linkForm.getByLabel(/^Link/).fill(`http://${LINK.link}`);
  await linkForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Link creado correctamente').first()).toBeVisible();
  const anchor = page
    .getByRole('row')
    .filter({ hasText: LINK.title })
    .getByRole('link', { name: `http://${LINK.link} (se abre en una pestaña nueva)` });
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), anchor.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/`));
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await scan(page, '/links-manager');
  await screenshot(page, 'links-manager-es-1280');

  // A template with a placeholder is filled in and copied.
  await openManager(page, '/templates-manager', 'Gestor de plantillas');
  await page.getByRole('button', { name: 'Agregar plantilla' }).click();
  const templateForm = page.getByRole('dialog', { name: 'Agregar plantilla' });
  await templateForm.getByLabel(/^Título/).fill(TEMPLATE.title);
  await templateForm.getByLabel(/^Descripción/).fill(TEMPLATE.description);
  await templateForm.getByLabel(/^Contenido/).fill(TEMPLATE.text);
  await templateForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plantilla creada correctamente').first()).toBeVisible();
  await page.getByRole('button', { name: `Ver contenido: ${TEMPLATE.title}` }).click();
  const content = page.getByRole('dialog', { name: `Contenido: ${TEMPLATE.title}` });
  await content.getByLabel('nombre', { exact: true }).fill('Ana');
  await expect(content.getByText('Hola Ana, gracias por confiar en nosotros.')).toBeVisible();
  await scan(page, 'the template content dialog');
  await screenshot(page, 'template-content-es-1280');
  await content.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Copiado al portapapeles').first()).toBeVisible();
  expect(await clipboard(page)).toBe('Hola Ana, gracias por confiar en nosotros.');
  await content.getByRole('button', { name: 'Cerrar' }).first().click();
  await scan(page, '/templates-manager');
  await screenshot(page, 'templates-manager-es-1280');

  // Delete asks first.
  await page.getByRole('button', { name: `Eliminar ${TEMPLATE.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar plantilla' });
  await expect(confirm.getByText('Estás seguro de eliminar esta plantilla?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Plantilla eliminada correctamente').first()).toBeVisible();
  await expect(page.getByText('No hay plantillas para mostrar')).toBeVisible();
  await page.context().close();
});

test('the three managers at phone and desktop width, in a Spanish and an English browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'usuario', `Olga Vista ${tag}`);
  const seed = await signedInPage(browser, account);
  for (const body of [
    { type: 'email', ...MAILBOX, title: `Ventas ${run}` },
    { type: 'link', title: `Manual ${run}`, link: 'docs.empresa.test/manual', description: 'Guía' },
    { type: 'template', ...TEMPLATE, title: `Cierre ${run}` },
  ]) {
    const status = await seed.evaluate(async (data) => {
      const response = await fetch('/api/notebooks', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(data),
      });
      return response.status;
    }, body);
    expect(status).toBe(201);
  }
  await seed.context().close();

  const screens = [
    ['/email-manager', 'Gestor de correos', 'email'],
    ['/links-manager', 'Gestor de links', 'links'],
    ['/templates-manager', 'Gestor de plantillas', 'templates'],
  ] as const;
  for (const look of [
    { locale: 'es-ES', width: 390 },
    { locale: 'en-US', width: 390 },
    { locale: 'en-US', width: 1280 },
  ]) {
    const page = await signedInPage(browser, account, look);
    for (const [path, title, name] of screens) {
      await openManager(page, path, title);
      await expect(page.getByText(/Ventas|Manual|Cierre/).first()).toBeVisible();
      expect(await overflowsSideways(page), `${path} at ${look.width} scrolls sideways`).toBe(
        false,
      );
      await screenshot(page, `${name}-${look.locale}-${look.width}`);
      if (look.width < 768) await scan(page, `${path} (phone)`);
    }
    if (look.width < 768) {
      await page.getByRole('button', { name: 'Agregar plantilla' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar plantilla' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= look.width).toBe(true);
      await screenshot(page, `template-form-${look.locale}-${look.width}`);
    }
    await page.context().close();
  }
});
