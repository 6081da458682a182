/**
 * The hourly sweep (orphan-photos.ts) also removes expense receipts that no expense holds: an
 * upload cut off before its receipt row, and bytes left in the folder after their expense's delete.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, insertExpense } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { files } from '../../db/schema/index';
import { ORPHAN_PHOTO_GRACE_MS, sweepOrphanPhotos } from './orphan-photos';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const later = () => new Date(Date.now() + ORPHAN_PHOTO_GRACE_MS + 60_000);
const receiptKey = (expenseId: number) => `r${expenseId}-${randomBytes(8).toString('hex')}.png`;

describe('the sweep of expense receipts', () => {
  it('removes receipts no expense holds, and keeps the held ones', async () => {
    const { category, area } = await insertCatalog(t.db);
    const expense = await insertExpense(t.db, { categoryId: category.id, areaId: area.id });
    const body = multipart([{ name: 'file', filename: 'ticket.png', data: TINY_PNG }]);
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/expenses/${expense.id}/receipts`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const held = attached.json<{ data: { key: string } }>().data.key;

    // An upload whose receipt row was never written (the process stopped in between).
    const unattached = receiptKey(expense.id);
    await t.app.files.store({
      key: unattached,
      ownerId: admin.id,
      purpose: 'expense-receipt',
      ext: 'png',
      data: TINY_PNG,
    });
    const storage = t.app.files.storage;
    // Bytes in the folder whose row is gone (the folder's delete failed after the expense's).
    const loose = receiptKey(expense.id);
    if (storage.kind === 'folder') await storage.put(loose, TINY_PNG);

    // Within the grace period nothing is touched.
    await sweepOrphanPhotos({ db: t.db, storage });
    expect(await storage.get(unattached)).not.toBeNull();

    const result = await sweepOrphanPhotos({ db: t.db, storage }, { now: later() });
    expect(result.removed).toBe(storage.kind === 'folder' ? 2 : 1);
    expect(await storage.get(unattached)).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.key, unattached))).toEqual([]);
    expect(await storage.get(loose)).toBeNull();
    expect(await storage.get(held)).not.toBeNull();
    expect(await t.db.select().from(files).where(eq(files.key, held))).toHaveLength(1);
  });
});
