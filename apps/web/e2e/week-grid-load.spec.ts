// Runs last (file order): it adds 500 users to the shared server, which would crowd the other screens.
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { nextWeek } from './support/dates';
import { adminToken, signIn } from './support/session';

const USERS = 500;

/**
 * The week grid with 500 users and a full week of shifts each. What it measures is printed, not
 * asserted (speed belongs to benchmarks); what it asserts is that the page stays usable.
 */
test('the week grid renders 500 users with a full week of shifts and stays usable', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const week = nextWeek();
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const ids: number[] = [];
  for (let batch = 0; batch < USERS; batch += 25) {
    const created = await Promise.all(
      Array.from({ length: Math.min(25, USERS - batch) }, async (_, i) => {
        const n = batch + i;
        const response = await request.post('/api/auth/register', {
          headers,
          data: {
            name: `Persona ${String(n).padStart(3, '0')}`,
            email: `persona${n}.${stamp}@empresa.test`,
            role: 'usuario',
          },
        });
        expect(response.status()).toBe(201);
        return ((await response.json()) as { data: { id: number } }).data.id;
      }),
    );
    ids.push(...created);
  }
  const shifts = await request.post('/api/shifts', {
    headers,
    data: {
      startDateTime: `${week.monday} 08:00`,
      endDateTime: `${week.monday} 16:00`,
      repeatEndDate: week.day(6),
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      usersId: ids,
    },
  });
  expect(shifts.status()).toBe(201);

  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const started = Date.now();
  await page.goto(`/shifts?view=week&date=${week.monday}`);
  const grid = page.getByRole('table', { name: 'Turnos de la semana' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const shownAfter = Date.now() - started;
  // Other specs add people who sort before 'Persona 000': the grid is scrolled down to it.
  const first = grid.getByText('Persona 000', { exact: true });
  const scrollToFirst = async () => {
    await grid.evaluate((element) => element.scrollTo(0, 0));
    for (let step = 0; step < 50 && (await first.count()) === 0; step += 1) {
      await grid.evaluate((element) => element.scrollBy(0, 150));
    }
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
  };
  await scrollToFirst();
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  const domNodes = await page.evaluate(() => document.querySelectorAll('*').length);

  // Usable: the grid scrolls to the last person and a shift there opens its editor. Other specs
  // add people who sort after 'Persona 499' too: from the bottom, the grid is scrolled up to it.
  const last = `Persona ${String(USERS - 1).padStart(3, '0')}`;
  const lastName = grid.getByText(last, { exact: true });
  const scrollToLast = async () => {
    await grid.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    for (let step = 0; step < 50 && (await lastName.count()) === 0; step += 1) {
      await grid.evaluate((element) => element.scrollBy(0, -150));
    }
    await lastName.scrollIntoViewIfNeeded();
    await expect(lastName).toBeVisible();
  };
  await scrollToLast();
  await grid
    .getByRole('button', { name: new RegExp(`^Turno de ${last} `) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Editar Turno' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Editar Turno' })).toBeHidden();

  // Keyboard: Tab walks from the first person's row down past the rows first drawn, focus always
  // in the grid and in view (the rows after the focused one are there to be reached). Other specs
  // add people before 'Persona 000', so the rows are counted, not named.
  await scrollToFirst();
  // The end of the run of rows drawn from Persona 000's (a row kept for focus further down is not
  // one).
  const firstRow = Number(
    await grid
      .getByRole('row')
      .filter({ has: page.getByText('Persona 000', { exact: true }) })
      .getAttribute('aria-rowindex'),
  );
  const lastDrawnRow = await grid.evaluate((table, from) => {
    const drawn = new Set(
      Array.from(table.querySelectorAll('[role=row]'), (row) =>
        Number(row.getAttribute('aria-rowindex')),
      ),
    );
    let last = from;
    while (drawn.has(last + 1)) last += 1;
    return last;
  }, firstRow);
  const pastDrawn = lastDrawnRow + 2;
  await grid
    // Every day of hers has a shift: each cell's '+' adds another.
    .getByRole('button', { name: /^Añadir turno para Persona 000 el / })
    .first()
    .focus();
  const focusedRow = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      const box = document.querySelector('[role=table]');
      const row = focused?.closest('[role=row]');
      if (!focused || !box?.contains(focused) || !row) return { row: 0, inView: false };
      const a = focused.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return {
        row: Number(row.getAttribute('aria-rowindex')),
        inView: a.bottom > b.top && a.top < b.bottom,
      };
    });
  let reached = 0;
  for (let press = 0; press < 600 && reached < pastDrawn; press += 1) {
    await page.keyboard.press('Tab');
    const now = await focusedRow();
    expect(now.row, `Tab n.º ${press + 1} dejó el foco fuera de la tabla`).toBeGreaterThan(1);
    expect(now.inView, `Tab n.º ${press + 1}: celda con foco fuera de la vista`).toBe(true);
    reached = now.row;
  }
  expect(reached).toBeGreaterThanOrEqual(pastDrawn);
  await page.keyboard.press('Shift+Tab');
  expect((await focusedRow()).row).toBeGreaterThan(1);

  // A focused cell scrolled far out of view keeps focus, and Tab goes on from it.
  const before = await focusedRow();
  await scrollToLast();
  expect(
    await page.evaluate(() => {
      const focused = document.activeElement;
      return !!focused?.isConnected && !!document.querySelector('[role=table]')?.contains(focused);
    }),
  ).toBe(true);
  await page.keyboard.press('Tab');
  const after = await focusedRow();
  expect(after.row).toBeGreaterThanOrEqual(before.row);
  expect(after.row).toBeLessThanOrEqual(before.row + 1);
  expect(after.inView).toBe(true);

  console.log(
    `[medida] semana con ${USERS} usuarios y ${USERS * 7} turnos: visible en ${shownAfter} ms, ` +
      `${longTasks.length} tareas largas (máx. ${Math.round(Math.max(0, ...longTasks))} ms), ${domNodes} nodos DOM`,
  );
});
