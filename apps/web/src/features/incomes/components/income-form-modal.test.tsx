import type { CreateIncomeInput, Income } from '@app/contract/incomes';
import { incomeItemResponseSchema } from '@app/contract/incomes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { catalogRoutes } from '../../../test/finance-fixtures';
import { renderWithProviders } from '../../../test/render';
import { notify } from '../../../lib/notify';
import { IncomeFormModal } from './income-form-modal';

const notified = { success: [] as string[], error: [] as string[] };

const INCOME: Income = {
  id: 41,
  amount: 980.5,
  type: 'debit_card',
  date: '2026-11-02',
  areaId: 4,
  area: { id: 4, name: 'Almacén' },
  description: 'Venta de palés',
  createdAt: '2026-11-02T10:00:00+01:00',
};

function show(item: Income | null, onClose = vi.fn()) {
  renderWithProviders(<IncomeFormModal item={item} onClose={onClose} />);
  return onClose;
}

const saved = (input: Partial<Income>) =>
  answer(incomeItemResponseSchema, {
    success: true,
    message: 'Ingreso creado correctamente',
    data: { ...INCOME, ...input },
  });

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation((message) => void notified.success.push(message));
  vi.spyOn(notify, 'error').mockImplementation((message) => void notified.error.push(message));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notified.success.length = 0;
  notified.error.length = 0;
});

describe('Nuevo ingreso', () => {
  it("says 'Requerido' under each empty required field and sends nothing", async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi(catalogRoutes);
    const user = userEvent.setup();
    const onClose = show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo ingreso' });
    await user.clear(within(dialog).getByLabelText(/^Fecha/));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    for (const label of [/^Monto/, /^Tipo/, /^Fecha/, /^Área/]) {
      const field = within(dialog).getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(field.getAttribute('aria-describedby')!);
      expect(error?.textContent).toBe('Requerido');
    }
    expect(api.of('POST', '/api/incomes')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    // Filled in, the message goes away.
    await user.type(within(dialog).getByLabelText(/^Monto/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog)
        .getByLabelText(/^Monto/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('reads an amount typed the Spanish way exactly and sends the contract payload', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi({
      ...catalogRoutes,
      'POST /api/incomes': () => saved({}),
    });
    const user = userEvent.setup();
    const onClose = show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo ingreso' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Monto/);
    await user.type(amount, '1.234.567,89');
    await user.tab();
    expect(amount.value).toBe('1,234,567.89');
    const date = within(dialog).getByLabelText<HTMLInputElement>(/^Fecha/);
    await user.clear(date);
    await user.type(date, '05112026');
    await user.selectOptions(within(dialog).getByLabelText(/^Tipo/), 'Tarjeta de crédito');
    await within(dialog).findByRole('option', { name: 'Ventas' });
    await user.selectOptions(within(dialog).getByLabelText(/^Área/), 'Ventas');
    await user.type(within(dialog).getByLabelText(/^Concepto/), '  Venta de mostrador ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.of('POST', '/api/incomes');
    expect(call!.body).toEqual({
      amount: 1234567.89,
      type: 'credit_card',
      date: '2026-11-05',
      areaId: 3,
      description: 'Venta de mostrador',
    } satisfies CreateIncomeInput);
    expect(notified.success).toEqual(['Ingreso creado correctamente']);
  });

  it('says under the field why an amount cannot be read and sends nothing', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi(catalogRoutes);
    const user = userEvent.setup();
    show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo ingreso' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Monto/);
    const message = () => document.getElementById(amount.getAttribute('aria-describedby')!);
    for (const [typed, said] of [
      ['1,2,3', 'Monto inválido: escríbelo como 1234.56 o 1,234.56'],
      ['12,345,6', 'Monto inválido: escríbelo como 1234.56 o 1,234.56'],
      ['1.234', 'El monto admite como máximo 2 decimales'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(message()?.textContent).toBe(said));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(amount.value).toBe(typed);
    }
    // Readable but not above 0: rewritten as read, and refused.
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(message()?.textContent).toBe('El monto debe ser mayor que 0'));
    expect(amount.value).toBe('0.00');
    expect(api.of('POST', '/api/incomes')).toHaveLength(0);
  });

  it("keeps the dialog open and shows the server's message when the save fails", async () => {
    setCompanyTimeZone('Europe/Madrid');
    stubApi({
      ...catalogRoutes,
      'POST /api/incomes': () => errorAnswer(400, 'VALIDATION_ERROR', 'El área no existe'),
    });
    const user = userEvent.setup();
    const onClose = show(null);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo ingreso' });
    await user.type(within(dialog).getByLabelText(/^Monto/), '10');
    await user.selectOptions(within(dialog).getByLabelText(/^Tipo/), 'Efectivo');
    await within(dialog).findByRole('option', { name: 'Ventas' });
    await user.selectOptions(within(dialog).getByLabelText(/^Área/), 'Ventas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(notified.error).toEqual(['El área no existe']));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Monto/).value).toBe('10.00');
  });
});

describe('Editar ingreso', () => {
  it('shows the income and sends the whole form to PATCH /incomes/{id}', async () => {
    setCompanyTimeZone('Europe/Madrid');
    const api = stubApi({
      ...catalogRoutes,
      'PATCH /api/incomes/41': () => saved({ amount: 1000 }),
    });
    const user = userEvent.setup();
    const onClose = show(INCOME);
    const dialog = screen.getByRole('dialog', { name: 'Editar ingreso' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Monto/);
    expect(amount.value).toBe('980.50');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Fecha/).value).toBe('02/11/2026');
    await within(dialog).findByRole('option', { name: 'Almacén' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Área/).value).toBe('4');
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Tipo/).value).toBe('debit_card');

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('PATCH', '/api/incomes/41')[0]!.body).toEqual({
      amount: 1000,
      type: 'debit_card',
      date: '2026-11-02',
      areaId: 4,
      description: 'Venta de palés',
    });
  });
});
