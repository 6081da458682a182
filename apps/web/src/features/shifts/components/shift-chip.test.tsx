import type { Shift } from '@app/contract/shifts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, textColorOn } from '../utils/shift-color';
import { ShiftChip } from './shift-chip';

const shift = (overrides: Partial<Shift> = {}): Shift => ({
  id: 7,
  userId: 3,
  user: 'Ana García',
  startDateTime: '2026-11-23T08:00:00+01:00',
  endDateTime: '2026-11-23T17:00:00+01:00',
  breakMinutes: 0,
  lunchMinutes: 60,
  notes: '',
  color: '#1E3A8A',
  groupId: 'g-1',
  published: true,
  calendarDateId: 20261123,
  hours: 8,
  version: 1,
  ...overrides,
});

/** A CSS colour as `#rrggbb`, whether the DOM reports it as hex or rgb(). */
const hex = (value: string) => {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
  if (!rgb) return value.toLowerCase();
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
};

const actions = () => ({ create: vi.fn(), edit: vi.fn(), remove: vi.fn() });
const NAME = 'Turno de Ana García 23/11/2026 08:00–17:00';

describe('shift appearance', () => {
  it('writes white on dark colours and black on light ones, whichever contrasts more', () => {
    expect(textColorOn('#1E3A8A')).toBe('#FFFFFF');
    expect(textColorOn('#000000')).toBe('#FFFFFF');
    expect(textColorOn('#FDE047')).toBe('#000000');
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    for (const color of ['#3B82F6', '#10B981', '#EF4444', '#8B5CF6', '#64748B', '#EC4899']) {
      const text = textColorOn(color);
      const other = text === '#000000' ? '#FFFFFF' : '#000000';
      expect(contrastRatio(color, text)).toBeGreaterThanOrEqual(contrastRatio(color, other));
    }
  });

  it('shows a published shift solid, with readable text, its hours and "Publicado"', () => {
    render(<ShiftChip shift={shift()} variant="week" today="2026-11-21" actions={null} />);
    const chip = screen.getByRole('group', { name: NAME });
    expect(hex(chip.style.backgroundColor)).toBe('#1e3a8a');
    expect(hex(chip.style.color)).toBe('#ffffff');
    expect(chip.textContent).toContain('08:00–17:00');
    expect(chip.textContent).toContain('8 h · Publicado');
    expect(screen.getByRole('img', { name: 'Publicado' })).toBeTruthy();

    render(
      <ShiftChip
        shift={shift({
          id: 8,
          color: '#FDE047',
          startDateTime: '2026-11-24T08:00:00+01:00',
          endDateTime: '2026-11-24T17:00:00+01:00',
        })}
        variant="week"
        today="2026-11-21"
        actions={null}
      />,
    );
    expect(
      hex(
        screen.getByRole('group', { name: 'Turno de Ana García 24/11/2026 08:00–17:00' }).style
          .color,
      ),
    ).toBe('#000000');
  });

  it('shows a draft outlined in its colour on white, "No Publicado" and "Borrador"', () => {
    render(
      <ShiftChip
        shift={shift({ published: false, hours: 7.5 })}
        variant="week"
        today="2026-11-21"
        actions={null}
      />,
    );
    const chip = screen.getByRole('group', { name: NAME });
    expect(hex(chip.style.backgroundColor)).toBe('#ffffff');
    expect(hex(chip.style.borderColor)).toBe('#1e3a8a');
    expect(chip.textContent).toContain('7 h 30 min · Borrador');
    expect(screen.getByRole('img', { name: 'No Publicado' })).toBeTruthy();
  });

  it('opens the editor for managers and refuses to delete a shift of today or earlier', async () => {
    const user = userEvent.setup();
    const managed = actions();
    render(<ShiftChip shift={shift()} variant="week" today="2026-11-23" actions={managed} />);
    // Named by its content: who and when, then the visible text (label in name).
    const chip = screen.getByRole('button', { name: new RegExp(`^${NAME} · 08:00–17:00`) });
    expect(chip.getAttribute('aria-label')).toBeNull();
    expect(chip.textContent).toBe(`${NAME} · 08:00–17:008 h · Publicado`);
    await user.click(chip);
    expect(managed.edit).toHaveBeenCalledTimes(1);

    const remove = screen.getByRole('button', {
      name: 'Eliminar turno del 23/11/2026 08:00–17:00 de Ana García',
    });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('title')).toBe('No se puede eliminar un turno pasado o de hoy');
    await user.click(remove);
    expect(managed.remove).not.toHaveBeenCalled();
    // A tap shows why (no hover on a phone); screen readers hear it as the description.
    expect((await screen.findByRole('dialog')).textContent).toBe(
      'No se puede eliminar un turno pasado o de hoy',
    );
    expect(
      document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('No se puede eliminar un turno pasado o de hoy');
    expect(remove.getAttribute('aria-expanded')).toBe('true');
    // Pressed again, or Escape, it closes; focus stays on the button.
    await user.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(remove);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(remove);
  });

  it('lets managers delete a future shift; usuario gets no buttons at all', async () => {
    const user = userEvent.setup();
    const managed = actions();
    const { unmount } = render(
      <ShiftChip shift={shift()} variant="day" today="2026-11-22" actions={managed} />,
    );
    await user.click(screen.getByRole('button', { name: /^Eliminar turno/ }));
    expect(managed.remove).toHaveBeenCalledTimes(1);
    unmount();

    render(<ShiftChip shift={shift()} variant="week" today="2026-11-22" actions={null} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
