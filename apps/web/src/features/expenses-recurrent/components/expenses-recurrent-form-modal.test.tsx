import {
  recurringExpenseItemResponseSchema,
  type CreateRecurringExpenseInput,
  type RecurringExpense,
} from '@app/contract/expenses-recurrent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api-stub';
import { catalogRoutes } from '../../../test/finance-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ExpensesRecurrentFormModal } from './expenses-recurrent-form-modal';

const RECURRING: RecurringExpense = {
  id: 5,
  name: 'Alquiler del local',
  amount: 1500,
  dayOfMonth: 5,
  categoryId: 2,
  category: { id: 2, name: 'Suministros' },
  areaId: 3,
  area: { id: 3, name: 'Ventas' },
  supplierId: null,
  supplier: null,
  note: '',
  active: true,
  nextDate: '2026-12-05',
  createdAt: '2026-01-01T00:00:00+01:00',
};

const saved = () =>
  answer(recurringExpenseItemResponseSchema, {
    success: true,
    message: 'Egreso recurrente creado correctamente',
    data: RECURRING,
  });

function show(item: RecurringExpense | null, onClose = vi.fn()) {
  renderWithProviders(<ExpensesRecurrentFormModal item={item} onClose={onClose} />);
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe('Nuevo egreso recurrente', () => {
  it('offers the days 1, 5, 10, 15, 20 and 25 and requires one', async () => {
    const api = stubApi(catalogRoutes);
    const user = userEvent.setup();
    show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo egreso recurrente' });
    const day = within(dialog).getByLabelText<HTMLSelectElement>(/^Día del mes/);
    expect([...day.options].map((option) => option.value)).toEqual([
      '',
      '1',
      '5',
      '10',
      '15',
      '20',
      '25',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const label of [/^Nombre/, /^Monto/, /^Día del mes/, /^Categoría/, /^Área/]) {
      const field = within(dialog).getByLabelText(label);
      const error = document.getElementById(field.getAttribute('aria-describedby')!);
      expect(error?.textContent).toBe('Requerido');
    }
    expect(api.of('POST', '/api/expenses-recurrent')).toHaveLength(0);
  });

  it('sends the contract payload, active unless paused', async () => {
    const api = stubApi({ ...catalogRoutes, 'POST /api/expenses-recurrent': saved });
    const user = userEvent.setup();
    const onClose = show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo egreso recurrente' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Alquiler del local');
    await user.type(within(dialog).getByLabelText(/^Monto/), '1,500');
    await user.selectOptions(within(dialog).getByLabelText(/^Día del mes/), 'Día 25');
    await within(dialog).findByRole('option', { name: 'Eléctrica del Sur' });
    await user.selectOptions(within(dialog).getByLabelText(/^Categoría/), 'Suministros');
    await user.selectOptions(within(dialog).getByLabelText(/^Área/), 'Almacén');
    await user.selectOptions(within(dialog).getByLabelText(/^Proveedor/), 'Eléctrica del Sur');
    await user.type(within(dialog).getByLabelText(/^Nota/), 'Contrato anual');
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Activo' }).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/expenses-recurrent')[0]!.body).toEqual({
      name: 'Alquiler del local',
      amount: 1500,
      dayOfMonth: 25,
      categoryId: 2,
      areaId: 4,
      supplierId: 8,
      note: 'Contrato anual',
      active: true,
    } satisfies CreateRecurringExpenseInput);
  });
});

describe('Editar egreso recurrente', () => {
  it('shows the next date and pauses it', async () => {
    const api = stubApi({ ...catalogRoutes, 'PATCH /api/expenses-recurrent/5': saved });
    const user = userEvent.setup();
    const onClose = show(RECURRING);
    const dialog = screen.getByRole('dialog', { name: 'Editar egreso recurrente' });
    expect(within(dialog).getByText('Próximo egreso: 05/12/2026')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('PATCH', '/api/expenses-recurrent/5')[0]!.body).toMatchObject({
      dayOfMonth: 5,
      amount: 1500,
      supplierId: null,
      active: false,
    });
  });
});
