import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { overflowsSideways, signIn } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at phone width every foundation screen fits without sideways scrolling', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);

  for (const [path, title] of [
    ['/categories', 'Categorías'],
    ['/areas', 'Áreas'],
    ['/suppliers', 'Proveedores'],
    ['/users', 'Usuarios'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await overflowsSideways(page), `${path} scrolls sideways`).toBe(false);
  }

  // The navigation opens from the menu button and leads to another screen.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Áreas' }).click();
  await expect(page).toHaveURL(/\/areas$/);

  // A dialog fits the phone too.
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
});
