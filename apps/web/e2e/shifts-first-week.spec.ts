import { addDays, daysInMonth, startOfIsoWeek } from '@app/contract/dates';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ddmmyyyy, nextWeek } from './support/dates';
import { adminToken, createAccount, overflowsSideways, signIn } from './support/session';

/** Issue 24 §4 and the week on a phone (§3): the frictions of a first week of planning. */
const week = nextWeek();
const sunday = week.day(6);

const shiftName = (user: string, date: string, start: string, end: string) =>
  `Turno de ${user} ${ddmmyyyy(date)} ${start}–${end}`;

/** A month ahead whose grid starts before its 1st (so its first row holds days of the month before). */
function monthWithLeadingDays() {
  let first = `${week.monday.slice(0, 7)}-01`;
  const next = (date: string) =>
    addDays(date, daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))));
  first = next(next(first));
  while (startOfIsoWeek(first) === first) first = next(first);
  return { first, leading: startOfIsoWeek(first) };
}

async function createShiftApi(
  request: APIRequestContext,
  body: { date: string; start: string; end: string; userId: number },
) {
  const token = await adminToken(request);
  const response = await request.post('/api/shifts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      startDateTime: `${body.date} ${body.start}`,
      endDateTime: `${body.date} ${body.end}`,
      usersId: [body.userId],
    },
  });
  expect(response.status()).toBe(201);
}

async function userId(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const response = await request.get('/api/users', {
    headers: { authorization: `Bearer ${token}` },
  });
  const users = ((await response.json()) as { data: { id: number; name: string }[] }).data;
  return users.find((user) => user.name === name)!.id;
}

async function openWeek(page: Page, date: string) {
  await page.goto(`/shifts?view=week&date=${date}`);
  await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
}

test('a manager plans from a Sunday cell, adds a split shift, reads whose shift overlaps and sees the neighbouring months', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await createAccount(request, 'office', 'Olga Primera');
  const person = 'Sara Domingo';
  await createAccount(request, 'usuario', person);
  await signIn(page, office.email, office.password);
  await expect(page).toHaveURL(/\/shifts$/);
  await openWeek(page, week.monday);
  const grid = page.getByRole('table', { name: 'Turnos de la semana' });

  // 'Crear Turno' opens a form that reproaches nothing until Guardar is pressed.
  await page.getByRole('button', { name: 'Crear Turno', exact: true }).click();
  const blank = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  const required = blank.getByText('Por favor completa todos los campos requeridos');
  await expect(blank.getByLabel('Fecha')).toBeVisible();
  await expect(required).toHaveCount(0);
  await expect(blank.getByRole('button', { name: 'Guardar' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Announced disabled, yet a press (a try) is what says why.
  await blank.getByRole('button', { name: 'Guardar' }).click({ force: true });
  await expect(required).toBeVisible();
  await expect(blank).toBeVisible();
  await blank.getByRole('button', { name: 'Cancelar' }).click();
  await expect(blank).toBeHidden();

  // From the Sunday cell, repeated Monday to Friday (the default) until Thursday: the Sunday is
  // one of the shifts, and the message counts them from when to when.
  const thursday = addDays(sunday, 4);
  await grid
    .getByRole('button', { name: `Crear turno para ${person} el ${ddmmyyyy(sunday)}` })
    .click();
  const create = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  await create.getByLabel('Repetir hasta (opcional)').fill(ddmmyyyy(thursday));
  await expect(
    create.getByText(
      `Se crearán 5 turnos por persona, del ${ddmmyyyy(sunday)} al ${ddmmyyyy(thursday)} (el ${ddmmyyyy(sunday)} incluido).`,
    ),
  ).toBeVisible();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(`Se crearon 5 turnos, del ${ddmmyyyy(sunday)} al ${ddmmyyyy(thursday)}`),
  ).toBeVisible();
  await expect(create).toBeHidden();
  await expect(
    grid.getByRole('button', { name: shiftName(person, sunday, '08:00', '17:00') }),
  ).toBeVisible();

  // The cell with a shift offers '+' for a second one, by keyboard too.
  const add = grid.getByRole('button', {
    name: `Añadir turno para ${person} el ${ddmmyyyy(sunday)}`,
  });
  await expect(add).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  const split = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  await split.getByLabel('Hora de inicio').fill('18:00');
  await split.getByLabel('Hora de fin').fill('21:00');
  await split.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Turno creado exitosamente').first()).toBeVisible();
  await expect(
    grid.getByRole('button', { name: shiftName(person, sunday, '18:00', '21:00') }),
  ).toBeVisible();

  // A third one over the first: the refusal says whose shift is in the way, and when.
  await add.click();
  const clash = page.getByRole('dialog', { name: 'Crear Nuevo Turno' });
  await clash.getByLabel('Hora de inicio').fill('16:00');
  await clash.getByLabel('Hora de fin').fill('17:30');
  await clash.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(
      `El usuario ya tiene un turno en ese horario: ${person}, el ${ddmmyyyy(sunday)} (08:00–17:00)`,
    ),
  ).toBeVisible();
  await expect(clash).toBeVisible();
  await clash.getByRole('button', { name: 'Cancelar' }).click();
  // The grid, once the toasts have gone (they are not this screen's).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'semana con turnos');

  // The day view offers 'Añadir turno' on the free hours of a person who has a shift.
  await page.goto(`/shifts?view=day&date=${sunday}`);
  await expect(
    page.getByRole('button', {
      name: `Añadir turno para ${person} el ${ddmmyyyy(sunday)} a las 06:00`,
    }),
  ).toHaveCount(1);
  await expectNoSeriousViolations(page, 'día con turnos');

  // The month view: the neighbouring month's shifts show dimmed, read-only.
  const { first, leading } = monthWithLeadingDays();
  await createShiftApi(request, {
    date: leading,
    start: '10:00',
    end: '14:00',
    userId: await userId(request, person),
  });
  await createShiftApi(request, {
    date: first,
    start: '10:00',
    end: '14:00',
    userId: await userId(request, person),
  });
  await page.goto(`/shifts?view=month&date=${first}`);
  const month = page.getByRole('table', { name: 'Turnos del mes' });
  await expect(month).toBeVisible();
  const neighbour = month.getByRole('group', {
    name: shiftName(person, leading, '10:00', '14:00'),
  });
  await expect(neighbour).toBeVisible();
  await expect(neighbour).toHaveCSS('background-color', 'rgb(241, 245, 249)');
  // Not clickable: no editor, no create on that day.
  await neighbour.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    month.getByRole('button', { name: new RegExp(`turno el ${ddmmyyyy(leading)}$`) }),
  ).toHaveCount(0);
  // The month's own day: its shift to edit, and '+' for another.
  await expect(
    month.getByRole('button', { name: shiftName(person, first, '10:00', '14:00') }),
  ).toBeVisible();
  await expect(
    month.getByRole('button', { name: `Añadir turno el ${ddmmyyyy(first)}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'mes con días vecinos');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the week shows one day at a time, named, with the days before and after a tap away', async ({
    page,
    request,
  }) => {
    const office = await createAccount(request, 'office', 'Pablo Movil');
    const person = 'Pilar Movil';
    await createAccount(request, 'usuario', person);
    await createShiftApi(request, {
      date: week.day(2),
      start: '09:00',
      end: '13:00',
      userId: await userId(request, person),
    });
    await signIn(page, office.email, office.password);
    await expect(page).toHaveURL(/\/shifts$/);
    await openWeek(page, week.day(1));
    const days = page.getByRole('navigation', { name: 'Día de la semana mostrado' });
    const grid = page.getByRole('table', { name: 'Turnos de la semana' });

    // Tuesday, named, and only its column.
    await expect(days.getByText(`Martes ${ddmmyyyy(week.day(1))}`, { exact: true })).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveCount(2);
    await expect(
      grid.getByRole('columnheader', { name: `Martes ${ddmmyyyy(week.day(1))}` }),
    ).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    const cell = grid.getByRole('button', {
      name: `Crear turno para ${person} el ${ddmmyyyy(week.day(1))}`,
    });
    // Her row may be below the fold when earlier tests made many users: scrolled down to, never
    // sideways, her day's cell is wholly on the screen. The rows are virtual: scrolling renders
    // and measures the rows it reaches (a name on two lines is taller than estimated), which can
    // move her row again, so scrolling to it is repeated until it holds still.
    await expect(async () => {
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    expect(await overflowsSideways(page)).toBe(false);

    // The next day holds her shift, in view without scrolling sideways.
    await days.getByRole('button', { name: 'Día siguiente' }).click();
    await expect(
      days.getByText(`Miércoles ${ddmmyyyy(week.day(2))}`, { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${week.day(2)}`));
    const shift = grid.getByRole('button', {
      name: shiftName(person, week.day(2), '09:00', '13:00'),
    });
    await shift.scrollIntoViewIfNeeded();
    await expect(shift).toBeInViewport({ ratio: 1 });
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousViolations(page, 'semana en el móvil');

    // Any day of the week a tap away; past Sunday, the next week.
    const pickSunday = days.getByRole('button', { name: `(Domingo ${ddmmyyyy(sunday)})` });
    await pickSunday.click();
    await expect(days.getByText(`Domingo ${ddmmyyyy(sunday)}`, { exact: true })).toBeVisible();
    await expect(pickSunday).toHaveAttribute('aria-pressed', 'true');
    await days.getByRole('button', { name: 'Día siguiente' }).click();
    await expect(days.getByText(`Lunes ${ddmmyyyy(week.day(7))}`, { exact: true })).toBeVisible();
    await expect(
      grid.getByRole('columnheader', { name: `Lunes ${ddmmyyyy(week.day(7))}` }),
    ).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
  });
});
