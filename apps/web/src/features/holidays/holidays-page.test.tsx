import { successSchema } from '@app/contract/common';
import {
  HOLIDAY_TEXTS,
  holidayItemResponseSchema,
  holidayListResponseSchema,
  type Holiday,
} from '@app/contract/holidays';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../test/api-stub';
import { notify } from '../../lib/notify';
import { renderWithProviders } from '../../test/render';
import { HolidaysPage } from './holidays-page';

const NAVIDAD: Holiday = { id: 3, date: '2030-12-25', name: 'Navidad' };

afterEach(() => vi.unstubAllGlobals());

describe('Festivos', () => {
  it('says when a year has none, and moves between years', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/holidays': ({ query }) =>
        answer(holidayListResponseSchema, {
          success: true,
          data: query.get('year') === '2030' ? [NAVIDAD] : [],
        }),
    });
    renderWithProviders(<HolidaysPage />, { route: '/holidays?anio=2031' });
    expect(await screen.findByText('No hay festivos en 2031')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Año anterior' }));
    expect(await screen.findByText('Navidad')).toBeTruthy();
    expect(screen.getByText('25/12/2030')).toBeTruthy();
    expect(api.of('GET', '/api/holidays').map((call) => call.query.get('year'))).toEqual([
      '2031',
      '2030',
    ]);
  });

  it('renames one, and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/holidays': () =>
        answer(holidayListResponseSchema, { success: true, data: [NAVIDAD] }),
      'PATCH /api/holidays/3': () =>
        answer(holidayItemResponseSchema, {
          success: true,
          message: HOLIDAY_TEXTS.updated,
          data: { ...NAVIDAD, name: 'Día de Navidad' },
        }),
      'DELETE /api/holidays/3': () =>
        answer(successSchema, { success: true, message: HOLIDAY_TEXTS.deleted }),
    });
    renderWithProviders(<HolidaysPage />, { route: '/holidays?anio=2030' });
    await user.click(await screen.findByRole('button', { name: 'Editar Navidad (25/12/2030)' }));
    const edit = screen.getByRole('dialog', { name: 'Editar festivo' });
    const name = within(edit).getByLabelText(/^Nombre/);
    await user.clear(name);
    await user.type(name, 'Día de Navidad');
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(api.of('PATCH', '/api/holidays/3')).toHaveLength(1));
    expect(api.of('PATCH', '/api/holidays/3')[0]?.body).toEqual({
      date: '2030-12-25',
      name: 'Día de Navidad',
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar Navidad (25/12/2030)' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar festivo' });
    expect(
      within(confirm).getByText('¿Eliminar el festivo «Navidad» del 25/12/2030?'),
    ).toBeTruthy();
    expect(api.of('DELETE', '/api/holidays/3')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(api.of('DELETE', '/api/holidays/3')).toHaveLength(1));
  });

  it('says a date that already has one under the date, once, with the focus there', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(notify, 'error');
    stubApi({
      'GET /api/holidays': () =>
        answer(holidayListResponseSchema, { success: true, data: [NAVIDAD] }),
      'POST /api/holidays': () =>
        new Response(JSON.stringify({ success: false, message: HOLIDAY_TEXTS.duplicate }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderWithProviders(<HolidaysPage />, { route: '/holidays?anio=2030' });
    await user.click(await screen.findByRole('button', { name: 'Nuevo festivo' }));
    const create = screen.getByRole('dialog', { name: 'Nuevo festivo' });
    const date = within(create).getByLabelText(/^Fecha/);
    await user.clear(date);
    await user.type(date, '25/12/2030');
    await user.type(within(create).getByLabelText(/^Nombre/), 'Otra Navidad');
    await user.click(within(create).getByRole('button', { name: 'Guardar' }));
    expect(await within(create).findByText(HOLIDAY_TEXTS.duplicate)).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(toast).not.toHaveBeenCalled();
  });
});
