import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCalendarNavigation } from '../hooks/use-calendar-navigation';
import { periodLabel } from '../utils/period';
import { renderWithProviders } from '../../../test/render';
import { CalendarToolbar } from './calendar-toolbar';

function Harness() {
  const nav = useCalendarNavigation();
  const location = useLocation();
  return (
    <>
      <CalendarToolbar
        view={nav.view}
        label={periodLabel(nav.period)}
        refreshing={false}
        onToday={nav.goToday}
        onPrevious={nav.previous}
        onNext={nav.next}
        onViewChange={nav.setView}
      />
      <output aria-label="Dirección">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) => renderWithProviders(<Harness />, { route: url });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('calendar toolbar', () => {
  it('opens on the week view and moves week by week', async () => {
    const user = userEvent.setup();
    renderAt('/shifts?date=2026-11-25');
    expect(screen.getByRole('button', { name: 'Semanal' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(heading()).toBe('23 – 29 nov 2026');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading()).toBe('30 nov – 6 dic 2026');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading()).toBe('16 – 22 nov 2026');
  });

  it('switches to the day and month of the date on screen, and keeps them in the address', async () => {
    const user = userEvent.setup();
    renderAt('/shifts?date=2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Diario' }));
    expect(heading()).toBe('lunes, 23 de noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading()).toBe('domingo, 22 de noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Mensual' }));
    expect(heading()).toBe('noviembre 2026');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading()).toBe('diciembre 2026');
    expect(screen.getByLabelText('Dirección').textContent).toBe('?date=2026-12-22&view=month');
  });

  it("'Hoy' comes back to the period of today", async () => {
    const user = userEvent.setup();
    renderAt('/shifts?view=month&date=2020-02-10');
    expect(heading()).toBe('febrero 2020');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(heading()).not.toBe('febrero 2020');
    const now = new Date();
    expect(screen.getByLabelText('Dirección').textContent).toContain(
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
    );
  });
});
