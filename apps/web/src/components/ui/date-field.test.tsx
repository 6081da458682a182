import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateField } from './date-field';
import { TimeField } from './time-field';

function Controlled({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Fecha"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2027-01-31')}>
        Cambiar
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows the API date as DD/MM/YYYY and hands back YYYY-MM-DD from typing', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="2026-12-09" onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Fecha');
    expect(input.value).toBe('09/12/2026');

    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.type(input, '01022027');
    expect(input.value).toBe('01/02/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-02-01');

    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(input.value).toBe('31/01/2027');
  });

  it('hands back the typed text while it is not a date, so a form can refuse it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="" onValue={onValue} />);
    await user.type(screen.getByLabelText('Fecha'), '31/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
  });

  it('opens a Spanish calendar, Monday first, and picks a day with the keyboard', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="2026-12-09" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }));

    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-label')).toBe('diciembre 2026');
    const weekdays = [...grid.querySelectorAll('th')].map((cell) =>
      cell.getAttribute('aria-label'),
    );
    expect(weekdays).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    // Focus starts on the selected day; the arrow moves one day forward, Enter picks it.
    expect(document.activeElement?.textContent).toBe('9');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-10');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Fecha').value).toBe('10/12/2026');
    expect(document.activeElement).toBe(screen.getByLabelText('Fecha'));
  });

  it('cannot pick a day before min in the calendar', async () => {
    const user = userEvent.setup();
    render(<DateField label="Hasta" value="" min="2026-12-10" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await screen.findByRole('grid');
    const day = (name: RegExp) => within(grid).getByRole<HTMLButtonElement>('button', { name });
    expect(day(/(^|\s)9 de diciembre/).disabled).toBe(true);
    expect(day(/(^|\s)10 de diciembre/).disabled).toBe(false);
  });

  it('works inside react-hook-form: Controller value, validation message, focus on error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida'),
      start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida'),
    });
    function Form() {
      const form = useForm({
        resolver: zodResolver(schema),
        defaultValues: { day: '', start: '' },
      });
      return (
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          <Controller
            control={form.control}
            name="day"
            render={({ field, fieldState }) => (
              <DateField label="Día" error={fieldState.error?.message} {...field} />
            )}
          />
          <Controller
            control={form.control}
            name="start"
            render={({ field, fieldState }) => (
              <TimeField label="Inicio" error={fieldState.error?.message} {...field} />
            )}
          />
          <button type="submit">Guardar</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Día'), '12/09');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fecha inválida')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Día'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Día'), '/2026');
    await user.type(screen.getByLabelText('Inicio'), '1730');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ day: '2026-09-12', start: '17:30' }, expect.anything());
  });
});

describe('TimeField', () => {
  function Controlled({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('17:00');
    return (
      <TimeField
        label="Fin"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('shows 24 h, completes short times on leaving and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Fin');
    expect(input.value).toBe('17:00');

    await user.clear(input);
    await user.type(input, '8');
    expect(onValue).toHaveBeenLastCalledWith('8');
    await user.tab();
    expect(input.value).toBe('08:00');
    expect(onValue).toHaveBeenLastCalledWith('08:00');

    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input.value).toBe('07:45');
    expect(onValue).toHaveBeenLastCalledWith('07:45');
  });
});
