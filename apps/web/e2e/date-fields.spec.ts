import { expect, test } from '@playwright/test';
import { companyToday, ddmmyyyy, nextWeek } from './support/dates';
import { ADMIN } from './support/env';
import { signIn } from './support/session';

// An English browser: native date and time inputs would show 12/09/2026 and 05:00 PM here.
test.use({ locale: 'en-US' });

const week = nextWeek();

test('in an English browser, shift dates read DD/MM/YYYY and times 24 h, with a Spanish calendar', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/shifts?view=week&date=${week.monday}`);
  await page.getByRole('button', { name: 'Crear Turno', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  const date = dialog.getByRole('textbox', { name: 'Fecha', exact: true });
  const start = dialog.getByRole('textbox', { name: 'Hora de inicio' });
  const end = dialog.getByRole('textbox', { name: 'Hora de fin' });

  // The dialog opens on its first field, and nothing in it is a native date or time input.
  await expect(date).toBeFocused();
  await expect(dialog.locator('input[type="date"], input[type="time"]')).toHaveCount(0);
  await expect(start).toHaveValue('08:00');
  await expect(end).toHaveValue('17:00');

  // Typed the Spanish way: day first, 24 h.
  await date.fill('');
  await date.pressSequentially('09122026');
  await expect(date).toHaveValue('09/12/2026');
  await end.fill('');
  await end.pressSequentially('1730');
  await expect(end).toHaveValue('17:30');
  await start.fill('5');
  await start.blur();
  await expect(start).toHaveValue('05:00');

  // The calendar is Spanish, Monday first, and works from the keyboard.
  await dialog.getByRole('button', { name: 'Abrir calendario' }).first().click();
  const grid = page.getByRole('grid', { name: 'diciembre 2026' });
  await expect(grid).toBeVisible();
  const weekdays = await grid
    .locator('th')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
  expect(weekdays).toEqual([
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
  ]);
  await expect(grid.getByRole('button', { name: /(^|\s)9 de diciembre de 2026/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  await expect(date).toHaveValue('16/12/2026');
  await expect(date).toBeFocused();
});

test('in an English browser, the punch range reads DD/MM/YYYY and applies a typed date', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/punches');
  const from = page.getByRole('textbox', { name: 'Desde' });
  const to = page.getByRole('textbox', { name: 'Hasta' });
  const [year, month] = companyToday().split('-');
  await expect(from).toHaveValue(`01/${month}/${year}`);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  await to.fill('');
  await to.pressSequentially(ddmmyyyy(`${year}-${month}-15`).replace(/\//g, ''));
  await expect(to).toHaveValue(`15/${month}/${year}`);
  await expect(page).toHaveURL(new RegExp(`hasta=${year}-${month}-15`));
});
