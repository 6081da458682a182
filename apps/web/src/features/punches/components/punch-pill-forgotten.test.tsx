import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePunch } from '../../../test/punch-test-data';
import { currentPunch } from '../utils/punch-status';
import { PunchPill } from './punch-pill';

const NOW = new Date('2026-11-24T09:30:00+01:00');
const forgotten = makePunch({
  id: 5,
  calendarDateId: 20261123,
  missingOut: true,
  corrected: false,
});

describe('the widget with a forgotten exit (DECISIONS §10)', () => {
  it('says so with a button to the correction request, and offers Punch In meanwhile', async () => {
    const onForgotten = vi.fn();
    const onMain = vi.fn();
    // The forgotten punch is still in the list: it must not be taken for an open one.
    const punch = currentPunch([forgotten], 20261124);
    expect(punch).toBeNull();
    render(
      <PunchPill
        now={NOW}
        punch={punch}
        hasShift
        role="usuario"
        loading={false}
        onMain={onMain}
        onEntry={vi.fn()}
        forgotten={forgotten}
        onForgotten={onForgotten}
      />,
    );
    const clock = screen.getByRole('button', { name: /Mostrar acciones de punch/ });
    expect(clock.getAttribute('aria-label')).toContain(
      'Tienes una salida sin registrar del 23/11/2026',
    );
    expect(screen.getAllByText('Tienes una salida sin registrar del 23/11/2026').length).toBe(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Solicitar corrección de la salida del 23/11/2026' }),
    );
    expect(onForgotten).toHaveBeenCalledWith(forgotten);

    await userEvent.click(clock);
    await userEvent.click(screen.getByRole('button', { name: 'Punch In' }));
    expect(onMain).toHaveBeenCalledWith('in');
  });

  it('offers Punch Out for a punch made before midnight for a midnight shift', () => {
    const early = makePunch({
      id: 9,
      calendarDateId: 20261125,
      dateIn: '2026-11-24T23:55:00+01:00',
      missingOut: false,
      corrected: false,
    });
    const older = makePunch({ id: 5, calendarDateId: 20261123, missingOut: true });
    expect(currentPunch([early, older], 20261124)?.id).toBe(9);
  });
});
