import type { Role } from '@app/contract/common';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavList } from './nav-list';

function CurrentPath() {
  return <output aria-label="Ruta actual">{useLocation().pathname}</output>;
}

function renderNav(role: Role, path = '/shifts') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Navegación principal">
        <NavList role={role} variant="drawer" />
      </nav>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Names of the top-level entries, links and groups, in order. */
function topLevelEntries() {
  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  const list = nav.querySelector('ul');
  return [...(list?.children ?? [])].map((item) =>
    item.querySelector('a, button')?.textContent?.trim(),
  );
}

describe('side navigation by role', () => {
  it('shows everything to admin', () => {
    renderNav('admin');
    expect(topLevelEntries()).toEqual([
      'Inicio',
      'Gastos',
      'Ingresos',
      'Utilidades',
      'Turnos',
      'Punches',
      'Ausencias',
      'Configuración',
    ]);
  });

  it('shows office Inicio, Utilidades, Turnos, Punches and Ausencias only', () => {
    renderNav('office');
    expect(topLevelEntries()).toEqual(['Inicio', 'Utilidades', 'Turnos', 'Punches', 'Ausencias']);
    expect(screen.queryByRole('button', { name: 'Configuración' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gastos' })).toBeNull();
  });

  it('shows usuario Utilidades, Turnos, Punches and Ausencias, without Inicio', () => {
    renderNav('usuario');
    expect(topLevelEntries()).toEqual(['Utilidades', 'Turnos', 'Punches', 'Ausencias']);
    expect(screen.queryByRole('link', { name: 'Inicio' })).toBeNull();
  });

  it('opens a group on the first of its items and highlights the current page', async () => {
    const user = userEvent.setup();
    renderNav('usuario');
    const group = screen.getByRole('button', { name: 'Utilidades' });
    expect(group.getAttribute('aria-expanded')).toBe('false');

    await user.click(group);

    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Ruta actual').textContent).toBe('/email-manager');
    const items = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual([
      'Correos',
      'Links',
      'Plantillas',
      'Gestor de Credenciales',
      'Turnos',
      'Punches',
      'Ausencias',
    ]);
    expect(screen.getByRole('link', { name: 'Correos' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Turnos' }).getAttribute('aria-current')).toBeNull();
  });
});
