import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';

test('an admin creates, edits, searches and deletes a category', async ({ page, signIn }) => {
  await signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible();

  for (const [name, description] of [
    ['Suministros', 'Luz, agua y gas'],
    ['Transporte', 'Viajes y combustible'],
  ]) {
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await dialog.getByLabel('Nombre').fill(name!);
    await dialog.getByLabel('Descripción').fill(description!);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Categoría creada correctamente').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Lista de categorías' });
  await expect(table.getByRole('cell', { name: 'Suministros', exact: true })).toBeVisible();

  // A duplicate name is refused with the server's message.
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Nueva categoría' });
  await duplicate.getByLabel('Nombre').fill('suministros');
  await duplicate.getByLabel('Descripción').fill('Otra vez');
  await duplicate.getByRole('button', { name: 'Guardar' }).click();
  await expect(duplicate.getByText('Ya existe una categoría con ese nombre')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Editar Transporte' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar categoría' });
  await edit.getByLabel('Nombre').fill('Transporte y viajes');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría actualizada correctamente').first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Transporte y viajes', exact: true })).toBeVisible();

  await page.getByLabel('Buscar por nombre').fill('sumin');
  await expect(table.getByRole('cell', { name: 'Suministros', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Transporte y viajes', exact: true })).toHaveCount(
    0,
  );
  await page.getByLabel('Buscar por nombre').fill('');

  await page.getByRole('button', { name: 'Eliminar Suministros' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Categoría eliminada correctamente').first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Suministros', exact: true })).toHaveCount(0);

  // What the screen shows is what the server kept.
  await page.reload();
  await expect(table.getByRole('cell', { name: 'Transporte y viajes', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Suministros', exact: true })).toHaveCount(0);
});
