import { spanishDate } from '@app/contract/dates';
import { expenseReceipts } from '../db/schema/index';
import { newReceiptKey } from '../features/finance/finance.queries';
import { receiptPdf, receiptPng } from './receipt-files';
import type { SeedStep, SeededExpense } from './seed-context';

/** The expenses that get receipts: the latest of each of these names. */
const WITH_INVOICE = [
  'Alquiler oficina',
  'Factura de la luz',
  'Honorarios de la gestoría',
  'Portes y envíos',
  'Compra de mercancía',
  'Licencias del ERP',
  'Material de oficina',
];
const WITH_TICKET = ['Combustible de la flota', 'Comida con cliente', 'Material de oficina'];

/** `'1234.50'` → `'1.234,50 €'`, as a Spanish invoice writes it. */
const euros = (amount: string) => {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`;
};
const latest = (list: readonly SeededExpense[], prefix: string) =>
  list.findLast((expense) => expense.name.startsWith(prefix));

/**
 * Receipts on some recent expenses, stored through the file service (purpose 'expense-receipt',
 * checked as an upload is) and linked in `expense_receipts` with one insert: PDF invoices from
 * suppliers and PNG photos of till receipts; one expense has both. Skipped when the seed is given no
 * file service.
 */
export const receiptsSeed: SeedStep = {
  name: 'comprobantes',
  async run(tx, context) {
    if (!context.files) return;
    const files = context.files(tx);
    const owner = context.users.find((user) => user.role === 'admin')!.id;
    const supplierName = (id: number | null) =>
      context.suppliers.find((supplier) => supplier.id === id)?.name ??
      'Levante Distribuciones S.L.';
    const links: (typeof expenseReceipts.$inferInsert)[] = [];
    const store = async (
      expense: SeededExpense,
      ext: 'png' | 'pdf',
      fileName: string,
      data: Buffer,
    ) => {
      const key = newReceiptKey(expense.id, ext);
      await files.store({ key, ownerId: owner, purpose: 'expense-receipt', ext, data });
      links.push({ expenseId: expense.id, fileKey: key, fileName });
    };
    for (const name of WITH_INVOICE) {
      const expense = latest(context.expenses, name);
      if (!expense) continue;
      const supplier = supplierName(expense.supplierId);
      const pdf = receiptPdf([
        supplier,
        `Factura a Levante Distribuciones S.L.`,
        `Fecha: ${spanishDate(expense.date)}`,
        `Concepto: ${expense.name}`,
        `Total con IVA: ${euros(expense.amount)}`,
        'Forma de pago: domiciliación bancaria',
      ]);
      await store(
        expense,
        'pdf',
        `Factura ${supplier} ${spanishDate(expense.date).replaceAll('/', '-')}.pdf`,
        pdf,
      );
    }
    for (const [index, name] of WITH_TICKET.entries()) {
      const expense = latest(context.expenses, name);
      if (!expense) continue;
      await store(
        expense,
        'png',
        `Ticket ${expense.name.toLowerCase()} ${expense.date}.png`,
        receiptPng(index + 1),
      );
    }
    if (links.length > 0) await tx.insert(expenseReceipts).values(links);
  },
};
