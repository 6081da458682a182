import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEntry } from '../../../test/punch-test-data';
import { BreakDialog } from './break-dialog';

const handlers = () => ({ onCancel: vi.fn(), onStart: vi.fn(), onEnd: vi.fn() });

afterEach(() => vi.useRealTimers());

describe('break and lunch dialog', () => {
  it('asks for confirmation with the lunch warning', () => {
    const h = handlers();
    render(<BreakDialog active={null} confirming="lunch" canStart pending={false} {...h} />);
    expect(screen.getByRole('dialog', { name: 'Confirmar Lunch' })).toBeTruthy();
    expect(screen.getByText(/Solo se permite un lunch por turno/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Lunch' }));
    expect(h.onStart).toHaveBeenCalledWith('lunch');
  });

  it('disables Iniciar when it cannot be taken', () => {
    render(
      <BreakDialog
        active={null}
        confirming="break"
        canStart={false}
        pending={false}
        {...handlers()}
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Iniciar Break' }).disabled).toBe(
      true,
    );
  });

  it('blocks while active: running timer, start time, no close, Escape does nothing', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:01:05+01:00'));
    const h = handlers();
    const entry = makeEntry({
      breakIn: '2026-11-23T10:00:00+01:00',
      breakOut: null,
      breakDuration: null,
    });
    render(
      <BreakDialog active={entry} confirming={null} canStart={false} pending={false} {...h} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Break Activo' });
    expect(screen.getByRole('timer').textContent).toBe('00:01:05');
    expect(screen.getByText('10:00:00')).toBeTruthy();
    expect(screen.getByText('Break en curso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:01:07');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Break Activo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Break' }));
    expect(h.onEnd).toHaveBeenCalledWith(entry);
  });
});
