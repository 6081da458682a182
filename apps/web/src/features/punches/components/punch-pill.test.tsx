import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { makeEntry, makePunch } from '../../../test/punch-test-data';
import { PunchPill } from './punch-pill';

const NOW = new Date('2026-11-23T09:30:00+01:00');

function renderPill(props: Partial<Parameters<typeof PunchPill>[0]> = {}) {
  const onMain = vi.fn();
  const onEntry = vi.fn();
  render(
    <PunchPill
      now={NOW}
      punch={null}
      hasShift
      role="usuario"
      loading={false}
      onMain={onMain}
      onEntry={onEntry}
      {...props}
    />,
  );
  return { onMain, onEntry };
}

const expand = () =>
  fireEvent.click(screen.getByRole('button', { name: /Mostrar acciones de punch/ }));

describe('punch widget', () => {
  it('shows only the clock until expanded, then the three buttons', () => {
    renderPill();
    expect(screen.queryByRole('button', { name: 'Punch In' })).toBeNull();
    expand();
    expect(screen.getByRole('button', { name: 'Punch In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Break In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lunch In' })).toBeTruthy();
  });

  it('labels the main button by status and opens the matching action', async () => {
    const { onMain } = renderPill({ punch: makePunch() });
    expand();
    await userEvent.click(screen.getByRole('button', { name: 'Punch Out' }));
    expect(onMain).toHaveBeenCalledWith('out');
  });

  it('offers Información once the day is complete', () => {
    renderPill({ punch: makePunch({ dateOut: '2026-11-23T17:00:00+01:00' }) });
    expand();
    expect(screen.getByRole('button', { name: 'Información' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Break In' }).disabled).toBe(true);
  });

  it('disables Punch In without a shift today (not admin) and explains why', async () => {
    const { onMain } = renderPill({ hasShift: false });
    expand();
    const button = screen.getByRole('button', { name: 'Punch In' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onMain).not.toHaveBeenCalled();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('No tienes turnos asignados para hoy');
  });

  it('lets an admin punch in without a shift', () => {
    renderPill({ hasShift: false, role: 'admin' });
    expand();
    expect(
      screen.getByRole('button', { name: 'Punch In' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('disables the main button while loading', () => {
    renderPill({ loading: true, punch: makePunch() });
    expand();
    expect(screen.getByRole('button', { name: 'Punch Out' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('enables break and lunch per the rules', () => {
    renderPill({ punch: makePunch({ breaks: [makeEntry({ type: 'lunch' })] }) });
    expand();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Break In' }).disabled).toBe(
      false,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Lunch In' }).disabled).toBe(true);
  });

  it('shows Break Out while a break is open', async () => {
    const { onEntry } = renderPill({
      punch: makePunch({ breaks: [makeEntry({ breakOut: null, breakDuration: null })] }),
    });
    expand();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Lunch In' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Break Out' }));
    expect(onEntry).toHaveBeenCalledWith({ type: 'break', action: 'end', enabled: true });
  });

  it('says from when Punch In opens, in company time, before the window opens', async () => {
    setCompanyTimeZone('America/New_York');
    const { onMain } = renderPill({ opensAt: '2026-11-23T18:00:00Z' });
    expand();
    const button = screen.getByRole('button', { name: 'Punch In' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onMain).not.toHaveBeenCalled();
    // Written under the buttons (a phone has no hover), and tied to the button.
    const hint = screen.getByText('Podrás registrar la entrada desde las 13:00');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says under the buttons why lunch is disabled once taken', () => {
    renderPill({
      punch: makePunch({
        breaks: [makeEntry({ type: 'lunch', breakOut: '2026-11-23T13:30:00+01:00' })],
      }),
    });
    expand();
    const lunch = screen.getByRole<HTMLButtonElement>('button', { name: 'Lunch In' });
    expect(lunch.disabled).toBe(true);
    const hint = screen.getByText('Ya tomaste tu lunch en este turno');
    expect(lunch.getAttribute('aria-describedby')).toBe(hint.id);
    expect(
      screen.getByRole('button', { name: 'Break In' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('folds on a tap elsewhere, and on Escape with focus back on the clock', async () => {
    renderPill();
    expand();
    const clock = screen.getByRole('button', { name: /Mostrar acciones de punch/ });
    expect(clock.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(clock.getAttribute('aria-expanded')).toBe('false');

    expand();
    screen.getByRole('button', { name: 'Punch In' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(clock.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(clock);
    expect(screen.queryByRole('button', { name: 'Punch In' })).toBeNull();
  });
});
