import { expect, test, type Page } from '@playwright/test';
import { companyToday } from './support/dates';
import { readFile } from 'node:fs/promises';
import { ADMIN } from './support/env';
import { adminToken, createAccount, signIn } from './support/session';

/** Opens the punch pill and returns it. */
async function openPill(page: Page) {
  const pill = page.getByRole('region', { name: 'Control de asistencia' });
  await pill.getByRole('button', { name: /^Mostrar acciones de punch/ }).click();
  return pill;
}

test('a usuario punches a day with photo, break and lunch; a manager finds it in records, export, analysis and charts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const usuario = await createAccount(request, 'usuario', 'Pablo Punch');
  // Today's published shift, planned by the admin.
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const users = (await (await request.get('/api/users', { headers })).json()) as {
    data: { id: number; email: string }[];
  };
  const userId = users.data.find((u) => u.email === usuario.email)!.id;
  const today = companyToday();
  const created = await request.post('/api/shifts', {
    headers,
    data: { startDateTime: `${today} 00:00`, endDateTime: `${today} 23:59`, usersId: [userId] },
  });
  expect(created.status()).toBe(201);
  const published = await request.post('/api/shifts/publish-unpublish', {
    headers,
    data: { publishOrUnpublish: 'publish', day: today },
  });
  expect(published.ok()).toBeTruthy();

  await signIn(page, usuario.email, usuario.password);
  await expect(page).toHaveURL(/\/shifts$/);

  // Punch In with the (fake) webcam and a note.
  let pill = await openPill(page);
  await pill.getByRole('button', { name: 'Punch In', exact: true }).click();
  const punchIn = page.getByRole('dialog', { name: 'Punch In' });
  await expect(punchIn.getByLabel('Vista previa de la cámara')).toBeVisible();
  await punchIn.getByLabel('Notas (opcional)').fill('Llego puntual');
  await punchIn.getByRole('button', { name: 'Punch In', exact: true }).click();
  await expect(page.getByText('Entrada registrada correctamente').first()).toBeVisible();
  await expect(punchIn).toBeHidden();

  // A break blocks the system, survives a reload, and ends.
  pill = await openPill(page);
  await pill.getByRole('button', { name: 'Break In', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Break' })
    .getByRole('button', { name: 'Iniciar Break' })
    .click();
  const activeBreak = page.getByRole('dialog', { name: 'Break Activo' });
  await expect(activeBreak).toBeVisible();
  await expect(activeBreak.getByRole('timer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(activeBreak).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Break Activo' })).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Break' }).click();
  await expect(page.getByText('Break finalizado correctamente').first()).toBeVisible();

  // Lunch, once.
  pill = await openPill(page);
  await pill.getByRole('button', { name: 'Lunch In', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Lunch' })
    .getByRole('button', { name: 'Iniciar Lunch' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Lunch Activo' })).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Lunch' }).click();
  await expect(page.getByText('Lunch finalizado correctamente').first()).toBeVisible();
  pill = await openPill(page);
  await expect(pill.getByRole('button', { name: 'Lunch In', exact: true })).toBeDisabled();

  // Punch Out shows the entry time, then the day is complete. Before the shift's last quarter of
  // an hour (it runs to 23:59) the dialog asks to confirm the early exit (phone-fit.spec.ts).
  await pill.getByRole('button', { name: 'Punch Out', exact: true }).click();
  const punchOut = page.getByRole('dialog', { name: 'Punch Out' });
  await expect(punchOut.getByText('Hora de entrada:')).toBeVisible();
  await punchOut.getByRole('button', { name: /^(Punch Out|Confirmar salida anticipada)$/ }).click();
  await expect(page.getByText('Salida registrada correctamente').first()).toBeVisible();

  // The information modal shows the photos, the note and the figures.
  pill = await openPill(page);
  await pill.getByRole('button', { name: 'Información', exact: true }).click();
  const info = page.getByRole('dialog', { name: 'Información del Punch' });
  await expect(info.getByText('Completado')).toBeVisible();
  await expect(info.getByText('Llego puntual')).toBeVisible();
  await expect(info.getByRole('img', { name: 'Foto de entrada' })).toBeVisible();
  await expect(info.getByRole('img', { name: 'Foto de salida' })).toBeVisible();
  await expect(info.getByText(/Breaks \(1\)/)).toBeVisible();
  await expect(info.getByText(/Lunches \(1\)/)).toBeVisible();
  await page.keyboard.press('Escape');
  // The pill folded away when the modal opened: focus comes back to it, not to nowhere.
  await expect(
    page
      .getByRole('region', { name: 'Control de asistencia' })
      .getByRole('button', { name: /^Mostrar acciones de punch/ }),
  ).toBeFocused();

  // A manager finds the day in 'Gestión de Punches': the record, its breaks, the export.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  await page.goto('/punches');
  await expect(page.getByRole('heading', { name: 'Gestión de Punches' })).toBeVisible();
  await page.getByRole('button', { name: /Usuarios/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar usuarios...' }).fill('Pablo Punch');
  await page.getByRole('checkbox', { name: /Pablo Punch/ }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`usuarios=${userId}`));

  const records = page.getByRole('region', { name: 'Registros de punches' });
  const row = records.getByRole('row').filter({ hasText: 'Pablo Punch' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Completado')).toBeVisible();
  await expect(row.getByText('00:00 – 23:59')).toBeVisible();
  await row.getByRole('button', { name: 'Ver 1 break y 1 lunch' }).click();
  const breaks = page.getByRole('dialog', { name: 'Breaks y lunches' });
  await expect(breaks.getByRole('row')).toHaveCount(3);
  await expect(breaks.getByText('Lunch', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Ver detalle del punch de Pablo Punch/ }).click();
  const details = page.getByRole('dialog', { name: 'Información del Punch' });
  await expect(details.getByText('Llego puntual')).toBeVisible();
  await expect(details.getByRole('img', { name: 'Foto de entrada' })).toBeVisible();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^punches-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Usuario,Fecha,Inicio del turno/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Pablo Punch');
  expect(lines[1]).toContain('Completado');
  expect(lines[1]).toContain('Llego puntual');

  // The analysis: the table with its TOTALES row, then the charts.
  await page.getByRole('tab', { name: 'Análisis' }).click();
  const analysis = page.getByRole('table', { name: 'Análisis de punches por usuario' });
  await expect(analysis.getByRole('row').filter({ hasText: 'Pablo Punch' })).toHaveCount(1);
  await expect(analysis.getByRole('row').filter({ hasText: 'TOTALES' })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Gráficos' }).click();
  await expect(
    page.getByRole('img', { name: /Gráfico de barras: cantidad de eventos por usuario/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Gráfico de barras: horas por usuario/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Gráfico circular/ })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
});
