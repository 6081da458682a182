import {
  expenseItemResponseSchema,
  receiptItemResponseSchema,
  receiptListResponseSchema,
  type Expense,
  type Receipt,
} from '@app/contract/expenses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { answer, type ApiCall, errorAnswer, stubApi } from '../../../test/api-stub';
import { catalogRoutes } from '../../../test/finance-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ExpenseFormModal } from './expense-form-modal';

const CREATED: Expense = {
  id: 31,
  name: 'Gasolina',
  amount: 40,
  date: '2026-11-20',
  categoryId: 5,
  category: { id: 5, name: 'Transporte' },
  areaId: 3,
  area: { id: 3, name: 'Ventas' },
  supplierId: null,
  supplier: null,
  note: '',
  recurringExpenseId: null,
  receiptCount: 0,
  createdAt: '2026-11-20T09:00:00+01:00',
};

const receiptOf = (fileName: string): Receipt => ({
  key: `r31-${fileName}`,
  fileName,
  contentType: 'application/pdf',
  size: 1024,
  createdAt: '2026-11-20T09:01:00+01:00',
  link: `/api/files/r31-${fileName}?expires=1&sig=x`,
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The server: creates the expense; takes receipts, refusing the names in `refuse`. */
function server(refuse: Set<string>) {
  const stored: Receipt[] = [];
  return stubApi({
    ...catalogRoutes,
    'POST /api/expenses': () =>
      answer(
        expenseItemResponseSchema,
        { success: true, message: 'Egreso creado correctamente', data: CREATED },
        201,
      ),
    'GET /api/expenses/31/receipts': () =>
      answer(receiptListResponseSchema, { success: true, data: stored }),
    'POST /api/expenses/31/receipts': (call: ApiCall) => {
      const file = (call.body as FormData).get('file') as File;
      if (refuse.has(file.name)) {
        return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'El contenido no es un PDF válido');
      }
      const receipt = receiptOf(file.name);
      stored.push(receipt);
      return answer(
        receiptItemResponseSchema,
        { success: true, message: 'Comprobante adjuntado correctamente', data: receipt },
        201,
      );
    },
  });
}

async function fillAndChoose(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  const onClose = vi.fn();
  renderWithProviders(<ExpenseFormModal item={null} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Nuevo egreso' });
  await user.type(within(dialog).getByLabelText(/^Nombre/), 'Gasolina');
  await user.type(within(dialog).getByLabelText(/^Monto/), '40');
  await within(dialog).findByRole('option', { name: 'Transporte' });
  await user.selectOptions(within(dialog).getByLabelText(/^Categoría/), 'Transporte');
  await user.selectOptions(within(dialog).getByLabelText(/^Área/), 'Ventas');
  const section = within(dialog).getByRole('region', { name: /Comprobantes/ });
  await user.upload(within(section).getByLabelText('Adjuntar comprobante'), files);
  return { user, dialog, section, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('receipts chosen in Nuevo egreso', () => {
  it('creates the expense, then attaches every chosen file, and closes', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = server(new Set());
    const { user, dialog, section, onClose } = await fillAndChoose([
      pdf('ticket.pdf'),
      pdf('factura.pdf'),
    ]);
    expect(within(section).getByRole('heading').textContent).toBe('Comprobantes (2/5)');
    expect(within(section).getByText('ticket.pdf')).toBeTruthy();
    // Nothing is sent before saving.
    expect(api.of('POST', '/api/expenses/31/receipts')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/expenses')).toHaveLength(1);
    const sent = api
      .of('POST', '/api/expenses/31/receipts')
      .map((call) => ((call.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['ticket.pdf', 'factura.pdf']);
  });

  it('refuses a wrong file when chosen, before anything is sent', async () => {
    setCompanyTimeZone('Europe/Madrid');
    server(new Set());
    const { section } = await fillAndChoose([
      new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }),
    ]);
    expect(within(section).getByRole('alert').textContent).toBe(
      'foto.gif: La extensión de archivo .gif no está permitida. Adjunta JPG, PNG o PDF.',
    );
    expect(within(section).getByRole('heading').textContent).toBe('Comprobantes (0/5)');
  });

  it('keeps the expense when a file is refused, says which and why, and retries it', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const refuse = new Set(['roto.pdf']);
    const api = server(refuse);
    const { user, dialog, onClose } = await fillAndChoose([pdf('ticket.pdf'), pdf('roto.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    // The dialog stays, now as the saved expense's edit, with the refused file and its reason.
    const edit = await screen.findByRole('dialog', { name: 'Editar egreso' });
    const alert = within(edit).getByRole('alert');
    expect(alert.textContent).toContain('El egreso se guardó');
    expect(alert.textContent).toContain('roto.pdf');
    expect(alert.textContent).toContain('El contenido no es un PDF válido');
    await within(edit).findByText('ticket.pdf'); // attached, listed with the expense's receipts
    expect(onClose).not.toHaveBeenCalled();
    expect(api.of('POST', '/api/expenses')).toHaveLength(1);

    // The server takes it now: 'Reintentar' attaches it and the warning goes.
    refuse.clear();
    await user.click(within(edit).getByRole('button', { name: 'Reintentar adjuntar roto.pdf' }));
    await waitFor(() => expect(within(edit).queryByText(/El egreso se guardó/)).toBeNull());
    await within(edit).findByText('roto.pdf');
    expect(api.of('POST', '/api/expenses')).toHaveLength(1);
  });
});
