import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN, E2E_DIR } from './support/env';

/**
 * Issue 15 as the owner sees it: the backups' card of Inicio warns while no backup exists, and
 * says when the last one was made once `npm run backup` has made one (asked of the running server).
 * In an English browser far from the company, on a phone too.
 */
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('the admin sees the backups card warn, then the backup npm run backup made', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN.email, ADMIN.password);
  const card = page.getByRole('region', { name: 'Copias de seguridad' });
  await expect(card.getByRole('alert')).toHaveText(
    'Todavía no se ha hecho ninguna copia de seguridad.',
  );
  await expectNoSeriousViolations(page, 'Inicio sin copias');

  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/features/backups/backup-cli.ts')],
    { cwd: root, env: { ...process.env, DATA_DIR: path.join(E2E_DIR, 'data') }, encoding: 'utf8' },
  );
  expect(output).toContain('el servidor en marcha');

  await page.reload();
  await expect(card.getByText(/Última copia/)).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Inicio con copia');
  await card.screenshot({ path: path.join(root, 'test-results/backups-card-desktop.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(root, 'test-results/backups-card-phone.png') });
});
