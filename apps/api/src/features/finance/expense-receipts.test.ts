/** POST/GET /expenses/{id}/receipts, DELETE /expenses/{id}/receipts/{key} and serving them. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertExpense } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/multipart';
import { expenseReceipts, files } from '../../db/schema/index';
import { financeTestKit, type FinanceKit } from '../../../test/kits/finance-test-kit';

let k: FinanceKit;
beforeAll(async () => {
  k = await financeTestKit();
});
afterAll(() => k.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const upload = (filename: string, data: Buffer, field = 'file') =>
  multipart([{ name: field, filename, data }]);

async function newExpense() {
  const { category, area } = await k.catalog();
  return insertExpense(k.db, { categoryId: category.id, areaId: area.id });
}
async function attach(expenseId: number, filename = 'ticket.png', data = TINY_PNG) {
  const body = upload(filename, data);
  return k.call(k.admin, 'POST', `/api/expenses/${expenseId}/receipts`, undefined, {
    payload: body.payload,
    headers: { ...k.admin.headers, ...body.headers },
  });
}
type ReceiptBody = { data: { key: string; link: string; fileName: string; contentType: string } };

describe('expense receipts', () => {
  it('attaches, lists, serves safely to admins only, counts in the list and removes', async () => {
    const expense = await newExpense();
    const png = await attach(expense.id, 'Ticket café.png');
    expect(png.statusCode, png.body).toBe(201);
    const pngBody = png.json<ReceiptBody>();
    expect(pngBody).toMatchObject({
      success: true,
      message: 'Comprobante adjuntado correctamente',
      data: {
        fileName: 'Ticket café.png',
        contentType: 'image/png',
        size: TINY_PNG.length,
        createdAt: expect.any(String),
      },
    });
    expect(pngBody.data.key).toMatch(new RegExp(`^r${expense.id}-[0-9a-f]{16}\\.png$`));
    const pdf = (await attach(expense.id, 'factura.PDF', PDF)).json<ReceiptBody>();
    expect(pdf.data.contentType).toBe('application/pdf');

    const listed = await k.ok<{ data: { key: string }[] }>(
      'GET',
      `/api/expenses/${expense.id}/receipts`,
    );
    expect(listed.data.map((receipt) => receipt.key)).toEqual([pngBody.data.key, pdf.data.key]);
    const expenses = await k.ok<{ data: { id: number; receiptCount: number }[] }>(
      'GET',
      '/api/expenses?limit=100',
    );
    expect(expenses.data.find((row) => row.id === expense.id)?.receiptCount).toBe(2);

    const image = await k.call(k.admin, 'GET', pngBody.data.link);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(image.headers['content-security-policy']).toMatch(/^sandbox/);
    const document = await k.call(k.admin, 'GET', pdf.data.link);
    expect(document.headers['content-disposition']).toBe(`attachment; filename="${pdf.data.key}"`);
    // Finance is admin only: office and usuario get no receipt, even with the signed link.
    for (const role of ['office', 'usuario'] as const) {
      const other = await k.signIn(role);
      expectErrorBody(await k.call(other, 'GET', pngBody.data.link), { status: 403 });
    }
    expectErrorBody(
      await k.call(k.admin, 'GET', `/api/files/${pngBody.data.key}?expires=1&sig=x`),
      {
        status: [400, 403],
      },
    );

    expect(
      await k.ok('DELETE', `/api/expenses/${expense.id}/receipts/${pngBody.data.key}`),
    ).toEqual({ success: true, message: 'Comprobante eliminado correctamente' });
    expectErrorBody(
      await k.call(k.admin, 'DELETE', `/api/expenses/${expense.id}/receipts/${pngBody.data.key}`),
      { status: 404, message: 'Comprobante no encontrado' },
    );
    expect(await k.app.files.storage.get(pngBody.data.key)).toBeNull();
    expectErrorBody(await k.call(k.admin, 'GET', pngBody.data.link), { status: 404 });
    // Another expense's receipt is not this one's.
    const other = await newExpense();
    expectErrorBody(
      await k.call(k.admin, 'DELETE', `/api/expenses/${other.id}/receipts/${pdf.data.key}`),
      { status: 404 },
    );
  });

  it('refuses other types, forged content, a missing file and an unknown expense', async () => {
    const expense = await newExpense();
    expectErrorBody(await attach(expense.id, 'virus.exe', TINY_PNG), {
      status: 415,
      message: 'La extensión de archivo .exe no está permitida. Adjunta JPG, PNG o PDF.',
    });
    expectErrorBody(await attach(expense.id, 'falso.pdf', TINY_PNG), { status: 415 });
    expectErrorBody(await attach(expense.id, 'falso.png', PDF), { status: 415 });
    const wrongField = upload('ticket.png', TINY_PNG, 'foto');
    expectErrorBody(
      await k.call(k.admin, 'POST', `/api/expenses/${expense.id}/receipts`, undefined, {
        payload: wrongField.payload,
        headers: { ...k.admin.headers, ...wrongField.headers },
      }),
      { status: 400 },
    );
    expectErrorBody(
      await k.call(k.admin, 'POST', `/api/expenses/${expense.id}/receipts`, { file: 'x' }),
      { status: 415 },
    );
    expectErrorBody(await attach(999999), { status: 404, message: 'Egreso no encontrado' });
    const stored = await k.db.select().from(files).where(eq(files.purpose, 'expense-receipt'));
    const held = await k.db.select().from(expenseReceipts);
    expect(stored.length).toBe(held.length);
  });

  it('holds at most 5 per expense, also when uploads race', async () => {
    const expense = await newExpense();
    const answers = await Promise.all(Array.from({ length: 8 }, () => attach(expense.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expectErrorBody(refused, { message: 'Un egreso admite como máximo 5 comprobantes' });
    }
    const rows = await k.db
      .select()
      .from(expenseReceipts)
      .where(eq(expenseReceipts.expenseId, expense.id));
    expect(rows).toHaveLength(5);
    // Refused uploads leave no file behind.
    const stored = await k.db.select().from(files).where(eq(files.purpose, 'expense-receipt'));
    const held = await k.db.select().from(expenseReceipts);
    expect(stored.length).toBe(held.length);
  });

  it('deleting an expense removes its receipts, their rows and their bytes', async () => {
    const expense = await newExpense();
    const keys: string[] = [];
    for (const name of ['a.png', 'b.pdf']) {
      const answer = await attach(expense.id, name, name.endsWith('pdf') ? PDF : TINY_PNG);
      keys.push(answer.json<ReceiptBody>().data.key);
    }
    await k.ok('DELETE', `/api/expenses/${expense.id}`);
    expect(await k.db.select().from(files).where(inArray(files.key, keys))).toEqual([]);
    expect(
      await k.db.select().from(expenseReceipts).where(inArray(expenseReceipts.fileKey, keys)),
    ).toEqual([]);
    for (const key of keys) expect(await k.app.files.storage.get(key)).toBeNull();
  });
});
