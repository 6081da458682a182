import { expenseListResponseSchema, type Expense } from '@app/contract/expenses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../test/api-stub';
import { catalogRoutes } from '../../test/finance-fixtures';
import { renderWithProviders } from '../../test/render';
import { ExpensesPage } from './expenses-page';

const row = (over: Partial<Expense>): Expense => ({
  id: 1,
  name: 'Gasto',
  amount: 1,
  date: '2026-11-20',
  categoryId: 2,
  category: { id: 2, name: 'Suministros' },
  areaId: 3,
  area: { id: 3, name: 'Ventas' },
  supplierId: null,
  supplier: null,
  note: '',
  recurringExpenseId: null,
  receiptCount: 0,
  createdAt: '2026-11-20T10:00:00+01:00',
  ...over,
});

const ROWS = [
  row({ id: 1, name: 'Alquiler', amount: 1234.56, recurringExpenseId: 9 }),
  row({ id: 2, name: 'Papel', amount: 0.1, receiptCount: 2 }),
];

let address = '';
function Address() {
  const { search } = useLocation();
  useEffect(() => {
    address = search;
  });
  return null;
}

function show(entry = '/expenses') {
  renderWithProviders(
    <>
      <ExpensesPage />
      <Address />
    </>,
    { route: entry },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Egresos', () => {
  it('shows money in USD en-US, the Recurrente mark and the receipts clip', async () => {
    stubApi({
      ...catalogRoutes,
      'GET /api/expenses': () =>
        answer(expenseListResponseSchema, { success: true, data: ROWS, totalItems: 12 }),
    });
    show();
    await screen.findByText('$1,234.56');
    expect(screen.getByText('$0.10')).toBeTruthy();
    expect(screen.getByText('12 egresos')).toBeTruthy();
    const alquiler = screen.getByText('Alquiler').parentElement!;
    expect(within(alquiler).getByText('Recurrente')).toBeTruthy();
    const papel = screen.getByText('Papel').parentElement!;
    expect(within(papel).getByText('2 comprobantes')).toBeTruthy();
    expect(within(papel).queryByText('Recurrente')).toBeNull();
  });

  it("asks the server only on 'Buscar', with the filters in the address, from page 1", async () => {
    const api = stubApi({
      ...catalogRoutes,
      'GET /api/expenses': () =>
        answer(expenseListResponseSchema, { success: true, data: ROWS, totalItems: 30 }),
    });
    const user = userEvent.setup();
    show('/expenses?pagina=3');
    await screen.findByText('$1,234.56');
    expect(api.of('GET', '/api/expenses')[0]!.query.get('page')).toBe('3');
    expect(api.of('GET', '/api/expenses')[0]!.query.get('limit')).toBe('10');

    const filters = screen.getByRole('search', { name: 'Filtros de egresos' });
    await user.type(within(filters).getByLabelText('Buscar por nombre'), 'alq');
    await within(filters).findByRole('option', { name: 'Transporte' });
    await user.selectOptions(within(filters).getByLabelText('Categoría'), 'Transporte');
    await user.type(within(filters).getByLabelText('Fecha desde'), '01/11/2026');
    expect(api.of('GET', '/api/expenses')).toHaveLength(1);

    await user.click(within(filters).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.of('GET', '/api/expenses')).toHaveLength(2));
    const query = api.of('GET', '/api/expenses')[1]!.query;
    expect(Object.fromEntries(query)).toEqual({
      name: 'alq',
      dateFrom: '2026-11-01',
      categoryId: '5',
      page: '1',
      limit: '10',
    });
    expect(address).toBe('?nombre=alq&desde=2026-11-01&categoria=5');
  });

  it('refuses a backwards range under the field without asking', async () => {
    const api = stubApi({
      ...catalogRoutes,
      'GET /api/expenses': () =>
        answer(expenseListResponseSchema, { success: true, data: [], totalItems: 0 }),
    });
    const user = userEvent.setup();
    show();
    await screen.findByText('No se encontraron registros');
    const filters = screen.getByRole('search', { name: 'Filtros de egresos' });
    await user.type(within(filters).getByLabelText('Fecha desde'), '10/11/2026');
    await user.type(within(filters).getByLabelText('Fecha hasta'), '01/11/2026');
    await user.click(within(filters).getByRole('button', { name: 'Buscar' }));
    expect(
      within(filters).getByText('La fecha desde no puede ser posterior a la fecha hasta'),
    ).toBeTruthy();
    expect(api.of('GET', '/api/expenses')).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exportar CSV' }).disabled).toBe(
      true,
    );
  });
});
