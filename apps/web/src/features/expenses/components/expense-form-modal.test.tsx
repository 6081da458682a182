import {
  expenseItemResponseSchema,
  receiptItemResponseSchema,
  receiptListResponseSchema,
  type CreateExpenseInput,
  type Expense,
  type Receipt,
} from '@app/contract/expenses';
import { successSchema } from '@app/contract/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { answer, stubApi } from '../../../test/api-stub';
import { catalogRoutes } from '../../../test/finance-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ExpenseFormModal } from './expense-form-modal';

const EXPENSE: Expense = {
  id: 12,
  name: 'Factura de luz',
  amount: 245.3,
  date: '2026-10-15',
  categoryId: 2,
  category: { id: 2, name: 'Suministros' },
  areaId: 4,
  area: { id: 4, name: 'Almacén' },
  supplierId: 8,
  supplier: { id: 8, name: 'Eléctrica del Sur' },
  note: 'Octubre',
  recurringExpenseId: null,
  receiptCount: 1,
  createdAt: '2026-10-15T09:00:00+02:00',
};

const RECEIPT: Receipt = {
  key: 'r12-0123456789abcdef.pdf',
  fileName: 'factura-octubre.pdf',
  contentType: 'application/pdf',
  size: 52_000,
  createdAt: '2026-10-15T09:05:00+02:00',
  link: '/api/files/r12-0123456789abcdef.pdf?expires=1&sig=x',
};

function show(item: Expense | null, onClose = vi.fn()) {
  renderWithProviders(<ExpenseFormModal item={item} onClose={onClose} />);
  return onClose;
}

const saved = () =>
  answer(expenseItemResponseSchema, {
    success: true,
    message: 'Egreso creado correctamente',
    data: EXPENSE,
  });

afterEach(() => vi.unstubAllGlobals());

describe('Nuevo egreso', () => {
  it("says 'Requerido' under name, amount, category and area and sends nothing", async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi(catalogRoutes);
    const user = userEvent.setup();
    show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo egreso' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const label of [/^Nombre/, /^Monto/, /^Categoría/, /^Área/]) {
      const field = within(dialog).getByLabelText(label);
      const error = document.getElementById(field.getAttribute('aria-describedby')!);
      expect(error?.textContent).toBe('Requerido');
    }
    // Supplier and note are optional.
    expect(
      within(dialog)
        .getByLabelText(/^Proveedor/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(api.of('POST', '/api/expenses')).toHaveLength(0);
    // Receipts are chosen here and sent once the expense is saved (receipts-on-create.test.tsx).
    expect(within(dialog).getByText(/Se adjuntan al guardar el egreso/)).toBeTruthy();
  });

  it('sends the contract payload: amount as a number, no supplier as null', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi({ ...catalogRoutes, 'POST /api/expenses': saved });
    const user = userEvent.setup();
    const onClose = show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo egreso' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Gasolina');
    await user.type(within(dialog).getByLabelText(/^Monto/), '0.1');
    const date = within(dialog).getByLabelText(/^Fecha/);
    await user.clear(date);
    await user.type(date, '31/12/2026');
    await within(dialog).findByRole('option', { name: 'Transporte' });
    await user.selectOptions(within(dialog).getByLabelText(/^Categoría/), 'Transporte');
    await user.selectOptions(within(dialog).getByLabelText(/^Área/), 'Ventas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/expenses')[0]!.body).toEqual({
      name: 'Gasolina',
      amount: 0.1,
      date: '2026-12-31',
      categoryId: 5,
      areaId: 3,
      supplierId: null,
      note: '',
    } satisfies CreateExpenseInput);
  });
});

describe('Editar egreso', () => {
  it('sends the whole form with the supplier kept, to PATCH /expenses/{id}', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi({
      ...catalogRoutes,
      'PATCH /api/expenses/12': saved,
      'GET /api/expenses/12/receipts': () =>
        answer(receiptListResponseSchema, { success: true, data: [RECEIPT] }),
    });
    const user = userEvent.setup();
    const onClose = show(EXPENSE);
    const dialog = screen.getByRole('dialog', { name: 'Editar egreso' });
    await within(dialog).findByRole('option', { name: 'Eléctrica del Sur' });
    await user.type(within(dialog).getByLabelText(/^Nota/), ' y noviembre');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('PATCH', '/api/expenses/12')[0]!.body).toEqual({
      name: 'Factura de luz',
      amount: 245.3,
      date: '2026-10-15',
      categoryId: 2,
      areaId: 4,
      supplierId: 8,
      note: 'Octubre y noviembre',
    });
  });

  it('lists the receipts, refuses a wrong file before sending it, attaches and removes', async () => {
    setCompanyTimeZone('Europe/Madrid');
    let receipts = [RECEIPT];
    const added: Receipt = {
      ...RECEIPT,
      key: 'r12-fedcba9876543210.png',
      fileName: 'ticket.png',
      contentType: 'image/png',
      size: 2048,
    };
    const api = stubApi({
      ...catalogRoutes,
      'GET /api/expenses/12/receipts': () =>
        answer(receiptListResponseSchema, { success: true, data: receipts }),
      'POST /api/expenses/12/receipts': () => {
        receipts = [...receipts, added];
        return answer(
          receiptItemResponseSchema,
          { success: true, message: 'Comprobante adjuntado correctamente', data: added },
          201,
        );
      },
      [`DELETE /api/expenses/12/receipts/${RECEIPT.key}`]: () => {
        receipts = receipts.filter((receipt) => receipt.key !== RECEIPT.key);
        return answer(successSchema, { success: true, message: 'Comprobante eliminado' });
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    show(EXPENSE);
    const dialog = screen.getByRole('dialog', { name: 'Editar egreso' });
    const section = await within(dialog).findByRole('region', { name: /Comprobantes/ });
    await within(section).findByText('factura-octubre.pdf');
    expect(within(section).getByRole('button', { name: 'Abrir factura-octubre.pdf' })).toBeTruthy();

    const picker = within(section).getByLabelText<HTMLInputElement>('Adjuntar comprobante');
    await user.upload(picker, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(within(section).getByRole('alert').textContent).toBe(
      'La extensión de archivo .gif no está permitida. Adjunta JPG, PNG o PDF.',
    );
    const huge = new File(['x'], 'escaneo.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, huge);
    expect(within(section).getByRole('alert').textContent).toBe(
      'El archivo supera el tamaño máximo de 10 MB',
    );
    expect(api.of('POST', '/api/expenses/12/receipts')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ticket.png', {
      type: 'image/png',
    });
    await user.upload(picker, png);
    await within(section).findByText('ticket.png');
    const sent = api.of('POST', '/api/expenses/12/receipts')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('ticket.png');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('heading').textContent).toBe('Comprobantes (2/5)');

    await user.click(within(section).getByRole('button', { name: 'Quitar factura-octubre.pdf' }));
    const confirm = screen.getByRole('dialog', { name: 'Quitar comprobante' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(section).queryByText('factura-octubre.pdf')).toBeNull());
    expect(api.of('DELETE', `/api/expenses/12/receipts/${RECEIPT.key}`)).toHaveLength(1);
  });

  it('refuses a sixth receipt without sending it', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const five = Array.from({ length: 5 }, (_, index) => ({
      ...RECEIPT,
      key: `r12-000000000000000${index}.pdf`,
      fileName: `recibo-${index}.pdf`,
    }));
    stubApi({
      ...catalogRoutes,
      'GET /api/expenses/12/receipts': () =>
        answer(receiptListResponseSchema, { success: true, data: five }),
    });
    show({ ...EXPENSE, receiptCount: 5 });
    const dialog = screen.getByRole('dialog', { name: 'Editar egreso' });
    const section = await within(dialog).findByRole('region', { name: /Comprobantes/ });
    await within(section).findByText('recibo-4.pdf');
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Adjuntar comprobante' })
        .disabled,
    ).toBe(true);
    expect(within(section).getByText('Un egreso admite como máximo 5 comprobantes')).toBeTruthy();
  });
});
