import { expect, test, type Page } from '@playwright/test';
import { ddmmyyyy, nextWeek } from './support/dates';
import { createAccount, signIn } from './support/session';

const week = nextWeek();
const shiftName = (user: string, offset: number, start: string, end: string) =>
  `Turno de ${user} ${ddmmyyyy(week.day(offset))} ${start}–${end}`;

async function openWeek(page: Page, monday: string) {
  await page.goto(`/shifts?view=week&date=${monday}`);
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
}

test('an office user plans, edits, copies and publishes shifts; a usuario sees only their published ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await createAccount(request, 'office', 'Olivia Planifica');
  const ana = await createAccount(request, 'usuario', 'Ana Turnos');
  await createAccount(request, 'usuario', 'Beto Turnos');

  await signIn(page, office.email, office.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await openWeek(page, week.monday);

  // A shift repeated Monday to Friday for two users.
  await page.getByRole('button', { name: 'Crear Turno', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  // Dates are typed DD/MM/YYYY whatever the browser's language (decision 016).
  await create.getByLabel('Fecha').fill(ddmmyyyy(week.monday));
  await create.getByLabel('Hora de inicio').fill('08:00');
  await create.getByLabel('Hora de fin').fill('16:00');
  await create.getByLabel('Repetir hasta (opcional)').fill(ddmmyyyy(week.day(4)));
  await create.getByLabel('Buscar usuarios').fill('Turnos');
  await create.getByRole('option', { name: /Ana Turnos/ }).dblclick();
  await create.getByRole('option', { name: /Beto Turnos/ }).dblclick();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page
      .getByText(`Se crearon 10 turnos, del ${ddmmyyyy(week.monday)} al ${ddmmyyyy(week.day(4))}`)
      .first(),
  ).toBeVisible();
  await expect(create).toBeHidden();
  const planned = page.getByRole('button', { name: /^Turno de (Ana|Beto) Turnos/ });
  await expect(planned).toHaveCount(10);

  // The same shifts in the day and month views.
  await page.goto(`/shifts?view=day&date=${week.day(2)}`);
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 2, '08:00', '16:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Beto Turnos', 2, '08:00', '16:00') }),
  ).toBeVisible();
  await page.goto(`/shifts?view=month&date=${week.day(2)}`);
  await expect(page.getByRole('table', { name: 'Turnos del mes' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 2, '08:00', '16:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Beto Turnos', 2, '08:00', '16:00') }),
  ).toBeVisible();

  // Edit one occurrence only.
  await openWeek(page, week.monday);
  await page.getByRole('button', { name: shiftName('Ana Turnos', 2, '08:00', '16:00') }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Turno' });
  await edit.getByLabel('Hora de fin').fill('14:00');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Turno actualizado exitosamente').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 2, '08:00', '14:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 3, '08:00', '16:00') }),
  ).toBeVisible();

  // Then this and the following ones.
  await page.getByRole('button', { name: shiftName('Ana Turnos', 3, '08:00', '16:00') }).click();
  const following = page.getByRole('dialog', { name: 'Editar Turno' });
  await following.getByLabel('Hora de inicio').fill('09:00');
  await following.getByLabel('Este y los siguientes').check();
  await expect(
    following.getByText('Esta acción no se puede deshacer', { exact: false }),
  ).toBeVisible();
  await following.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Turno actualizado exitosamente').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 3, '09:00', '16:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 4, '09:00', '16:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Ana Turnos', 0, '08:00', '16:00') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: shiftName('Beto Turnos', 3, '08:00', '16:00') }),
  ).toBeVisible();

  // Copy the week into the one after it: the copies arrive as drafts.
  await page.getByRole('button', { name: 'Copiar Turnos' }).click();
  const copy = page.getByRole('dialog', { name: 'Copiar Turnos' });
  await copy.getByLabel('Semana de destino').selectOption(week.day(7));
  await copy.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByText('Turnos copiados exitosamente').first()).toBeVisible();
  await openWeek(page, week.day(7));
  await expect(page.getByRole('button', { name: /^Turno de (Ana|Beto) Turnos/ })).toHaveCount(10);
  await expect(page.getByText('Borrador').first()).toBeVisible();

  // Publish the planned week.
  await openWeek(page, week.monday);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const publish = page.getByRole('dialog');
  await publish.getByRole('button', { name: 'Confirmar publicar' }).click();
  await expect(page.getByText('Turnos publicados exitosamente').first()).toBeVisible();

  // The usuario sees only their own published shifts and no editor.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await openWeek(page, week.monday);
  const mine = page.getByRole('group', { name: /^Turno de Ana Turnos/ });
  await expect(mine).toHaveCount(5);
  await expect(page.getByText(/Beto Turnos/)).toHaveCount(0);
  for (const label of ['Crear Turno', 'Copiar Turnos', 'Publicar', 'Despublicar']) {
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  }
  await mine.first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Drafts of the copied week stay hidden from her.
  await openWeek(page, week.day(7));
  await expect(page.getByRole('group', { name: /^Turno de Ana Turnos/ })).toHaveCount(0);
});
