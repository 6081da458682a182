import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { companyToday } from './support/dates';
import { ADMIN } from './support/env';
import { adminToken, createAccount, overflowsSideways, signIn } from './support/session';

/*
 * Issue 24 §3 and the early Punch Out of §4 (docs/decisions/077), measured with bounding boxes:
 * the pill and the punch dialog inside a phone's screen, filters folded on a phone, the pill never
 * over a desktop page's header actions, toasts over neither page nor dialog titles.
 */

type Box = { x: number; y: number; width: number; height: number };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/**
 * The element's box once it stops moving: a toast slides in from below the screen, a panel
 * unfolds; what the user sees is where it comes to rest (two reads 100 ms apart agree).
 */
async function settledBoxOf(locator: Locator): Promise<Box> {
  let box = await boxOf(locator);
  for (let tries = 0; tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await boxOf(locator);
    const still =
      next.x === box.x &&
      next.y === box.y &&
      next.width === box.width &&
      next.height === box.height;
    box = next;
    if (still) break;
  }
  return box;
}

/**
 * The element lies wholly inside the viewport as it is now (nothing scrolled), and a tap on its
 * centre reaches it: no scroll container clips it and nothing covers it.
 */
async function expectOnScreen(page: Page, locator: Locator, name: string) {
  await expect(locator, name).toBeVisible();
  const box = await settledBoxOf(locator);
  const viewport = page.viewportSize()!;
  expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(viewport.height);
  const reached = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reached, `${name}: a tap on it reaches it`).toBe(true);
}

/** A company wall-clock `YYYY-MM-DD HH:mm` (Europe/Madrid, as the e2e server runs). */
function wallClock(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * A usuario with a published shift that began half an hour ago and ends 4 h 43 min after the
 * current minute began: a Punch Out now is 4 h 42 min early (4 h 41 min if a minute turns).
 */
async function usuarioOnShift(request: APIRequestContext, name: string) {
  const account = await createAccount(request, 'usuario', name);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const users = (await (await request.get('/api/users', { headers })).json()) as {
    data: { id: number; email: string }[];
  };
  const userId = users.data.find((user) => user.email === account.email)!.id;
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const start = wallClock(new Date(minute - 30 * 60_000));
  const end = wallClock(new Date(minute + (4 * 60 + 43) * 60_000));
  const created = await request.post('/api/shifts', {
    headers,
    data: {
      startDateTime: `${start.day} ${start.time}`,
      endDateTime: `${end.day} ${end.time}`,
      usersId: [userId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const published = await request.post('/api/shifts/publish-unpublish', {
    headers,
    data: { publishOrUnpublish: 'publish', day: start.day },
  });
  expect(published.ok()).toBeTruthy();
  return { account, shiftEnd: end.time };
}

const pillOf = (page: Page) => page.getByRole('region', { name: 'Control de asistencia' });
const clockOf = (page: Page) =>
  pillOf(page).getByRole('button', { name: /^Mostrar acciones de punch/ });

/** Opens the pill the way the screen is used: a tap on a phone, the pointer on a desktop. */
async function expandPill(page: Page, phone: boolean) {
  if (phone) await clockOf(page).tap();
  else await clockOf(page).hover();
  await expect(clockOf(page)).toHaveAttribute('aria-expanded', 'true');
  return pillOf(page);
}

const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

for (const look of [
  { locale: 'es-ES', viewport: PHONE, phone: true },
  { locale: 'en-US', viewport: DESKTOP, phone: false },
]) {
  test.describe(`${look.viewport.width} px, ${look.locale}`, () => {
    test.use({
      locale: look.locale,
      viewport: look.viewport,
      isMobile: look.phone,
      hasTouch: look.phone,
    });

    test('the pill and the punch dialogs fit the screen; an early Punch Out asks to confirm, says how early and keeps the note', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { account, shiftEnd } = await usuarioOnShift(
        request,
        look.phone ? 'Fátima Teléfono' : 'Fabián Escritorio',
      );
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/shifts$/);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();

      // The expanded pill's buttons, all inside the screen.
      let pill = await expandPill(page, look.phone);
      for (const name of ['Punch In', 'Break In', 'Lunch In']) {
        await expectOnScreen(page, pill.getByRole('button', { name, exact: true }), name);
      }
      expect(await overflowsSideways(page)).toBe(false);

      // Punch In: the camera, and the buttons in sight without scrolling.
      await pill.getByRole('button', { name: 'Punch In', exact: true }).click();
      const punchIn = page.getByRole('dialog', { name: 'Punch In' });
      await expect(punchIn.getByLabel('Vista previa de la cámara')).toBeVisible();
      await expect(punchIn.getByRole('button', { name: 'Punch In', exact: true })).toBeEnabled();
      await expectOnScreen(page, punchIn.getByRole('button', { name: 'Cancelar' }), 'Cancelar');
      await expectOnScreen(
        page,
        punchIn.getByRole('button', { name: 'Punch In', exact: true }),
        'the dialog’s Punch In',
      );
      await expectOnScreen(page, punchIn.getByLabel('Notas (opcional)'), 'the notes');
      await expectNoSeriousViolations(page, 'the Punch In dialog');
      await punchIn.getByRole('button', { name: 'Punch In', exact: true }).click();
      await expect(punchIn).toBeHidden();

      // A toast sits over neither the page's title nor the title of the dialog it shows with.
      const entered = toastWith(page, 'Entrada registrada correctamente');
      await expect(entered).toBeVisible();
      await expectOnScreen(page, entered, 'the toast');
      expect(overlaps(await boxOf(entered), await boxOf(title)), 'toast over the title').toBe(
        false,
      );
      pill = await expandPill(page, look.phone);
      await pill.getByRole('button', { name: 'Break In', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Confirmar Break' })
        .getByRole('button', { name: 'Iniciar Break' })
        .click();
      const activeBreak = page.getByRole('dialog', { name: 'Break Activo' });
      const started = toastWith(page, 'Break iniciado correctamente');
      await expect(started).toBeVisible();
      const breakTitle = activeBreak.getByRole('heading', { name: 'Break Activo' });
      expect(
        overlaps(await boxOf(started), await boxOf(breakTitle)),
        'toast over the dialog title',
      ).toBe(false);
      await activeBreak.getByRole('button', { name: 'Finalizar Break' }).click();
      await expect(activeBreak).toBeHidden();

      // Punch Out: Punch Out, Break In and Lunch In inside the screen (Punch Out was cut at the
      // left edge of a phone).
      pill = await expandPill(page, look.phone);
      for (const name of ['Punch Out', 'Break In', 'Lunch In']) {
        await expectOnScreen(page, pill.getByRole('button', { name, exact: true }), name);
      }
      await pill.getByRole('button', { name: 'Punch Out', exact: true }).click();
      const punchOut = page.getByRole('dialog', { name: 'Punch Out' });
      await expect(punchOut.getByText('Salida anticipada', { exact: true })).toBeVisible();
      await expect(
        punchOut.getByText(
          new RegExp(`^Faltan 4 h 4[12] min para el final de tu turno \\(${shiftEnd}\\)\\.$`),
        ),
      ).toBeVisible();
      const confirm = punchOut.getByRole('button', { name: 'Confirmar salida anticipada' });
      await expect(confirm).toBeEnabled();
      await expect(punchOut.getByRole('button', { name: 'Punch Out', exact: true })).toHaveCount(0);
      const reason = punchOut.getByLabel('Motivo de la salida anticipada (opcional)');
      await expectOnScreen(page, reason, 'the note of the early exit');
      await expectOnScreen(page, confirm, 'Confirmar salida anticipada');
      await reason.fill('Cita médica');
      await expectNoSeriousViolations(page, 'the early Punch Out dialog');
      await confirm.click();
      await expect(toastWith(page, 'Salida registrada correctamente')).toBeVisible();

      // The note is the punch's exit note.
      pill = await expandPill(page, look.phone);
      await pill.getByRole('button', { name: 'Información', exact: true }).click();
      const info = page.getByRole('dialog', { name: 'Información del Punch' });
      await expect(info.getByText('Cita médica')).toBeVisible();
    });
  });
}

test.describe('390 px, en-US: list filters', () => {
  test.use({ locale: 'en-US', viewport: PHONE, isMobile: true, hasTouch: true });

  test('fold behind Filtros so the list shows on the first screen, open with it and fold after Buscar', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const area = await request.post('/api/areas', {
      headers,
      data: { name: `Tienda ${Date.now()}`, description: 'Ventas en mostrador' },
    });
    expect(area.status(), await area.text()).toBe(201);
    const areaId = ((await area.json()) as { data: { id: number } }).data.id;
    const concept = `Venta plegada ${Date.now()}`;
    const income = await request.post('/api/incomes', {
      headers,
      data: { amount: 12.5, type: 'cash', date: companyToday(), areaId, description: concept },
    });
    expect(income.status(), await income.text()).toBe(201);

    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/incomes');
    await expect(page.getByRole('heading', { name: 'Ingresos', level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Filtros/ });
    const filters = page.getByRole('search', { name: 'Filtros de ingresos' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters).toBeHidden();
    // The first row is on the first screen.
    const rows = page.getByRole('list', { name: /^Lista de/ }).getByRole('listitem');
    await expectOnScreen(page, rows.first(), 'the first income');

    // 'Filtros' opens them; 'Buscar' applies, folds them and says one filter is on.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await expectNoSeriousViolations(page, '/incomes with the filters open (phone)');
    await page.keyboard.press('Tab');
    await expect(filters.getByLabel('Buscar por concepto o área')).toBeFocused();
    await page.keyboard.type(concept);
    await filters.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/nombre=/);
    await expect(filters).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Filtros (1 activo)');
    await expect(rows.filter({ hasText: concept })).toHaveCount(1);
    await expectOnScreen(page, rows.first(), 'the income found');

    // Every list with filters folds them the same way.
    for (const [path, heading] of [
      ['/expenses', 'Egresos'],
      ['/expenses-recurrent', 'Egresos Recurrentes'],
      ['/expenses-report', 'Reporte de Gastos'],
      ['/punches', 'Gestión de Punches'],
      ['/email-manager', 'Gestor de correos'],
      ['/links-manager', 'Gestor de links'],
      ['/templates-manager', 'Gestor de plantillas'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const folded = page.getByRole('button', { name: /^Filtros/ });
      await expect(folded, path).toHaveAttribute('aria-expanded', 'false');
      const panel = page.locator(`#${await folded.getAttribute('aria-controls')}`);
      await expect(panel, path).toBeHidden();
      await folded.click();
      await expect(panel, path).toBeVisible();
      await expect(
        panel.getByRole('textbox').or(panel.getByRole('combobox')).first(),
      ).toBeVisible();
      expect(await overflowsSideways(page), `${path} scrolls sideways`).toBe(false);
    }
  });
});

test.describe('1280 px, es-ES: the pill beside page headers', () => {
  test.use({ viewport: DESKTOP });

  test('expanded, the pill covers no header action and the filters show as always', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [path, heading] of [
      ['/shifts', 'Gestión de Turnos'],
      ['/incomes', 'Ingresos'],
      ['/users', 'Usuarios'],
      ['/email-manager', 'Gestor de correos'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const pill = await expandPill(page, false);
      await expect(pill.getByRole('button', { name: 'Punch In', exact: true })).toBeVisible();
      const pillBox = await boxOf(pill.locator('[data-punch-pill]'));
      const actions = page.locator('main header').first().locator('button, a, input');
      expect(await actions.count(), `${path} has header actions`).toBeGreaterThan(0);
      for (const action of await actions.all()) {
        const name = (await action.getAttribute('aria-label')) ?? (await action.innerText());
        expect(overlaps(pillBox, await boxOf(action)), `${path}: the pill over '${name}'`).toBe(
          false,
        );
      }
      // Whatever a page puts at its top, the page starts below the expanded pill.
      const main = await boxOf(page.locator('main'));
      expect(
        pillBox.y + pillBox.height,
        `${path}: the pill reaches into the page`,
      ).toBeLessThanOrEqual(main.y);
      if (path === '/shifts') await expectNoSeriousViolations(page, '/shifts, the pill open');
      if (path === '/incomes') {
        await expect(page.getByRole('search', { name: 'Filtros de ingresos' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
      }
    }
  });
});
