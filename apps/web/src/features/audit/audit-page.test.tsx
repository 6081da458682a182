import { auditListResponseSchema, type AuditRow } from '@app/contract/audit';
import { userListResponseSchema } from '@app/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { AuditPage } from './audit-page';

const ROWS: AuditRow[] = [
  {
    id: 9,
    at: '2026-11-03T08:05:09+01:00',
    actorId: 1,
    actor: 'Ana Admin',
    address: '203.0.113.7',
    action: 'vault-unlocked',
    targetType: 'vault',
    targetId: '',
    target: 'Gestor de credenciales',
    outcome: 'failed',
  },
  {
    id: 8,
    at: '2026-11-03T08:00:00+01:00',
    actorId: null,
    actor: 'desconocido@empresa.test',
    address: '198.51.100.2',
    action: 'sign-in',
    targetType: '',
    targetId: '',
    target: '',
    outcome: 'ok',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('Auditoría', () => {
  it('lists the rows and filters by user and action, kept in the address', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/audit': () =>
        answer(auditListResponseSchema, { success: true, data: ROWS, totalItems: 2 }),
      'GET /api/users': () =>
        answer(userListResponseSchema, {
          success: true,
          totalItems: 1,
          data: [
            {
              id: 1,
              name: 'Ana Admin',
              email: 'ana@empresa.test',
              role: 'admin',
              phone: '',
              active: true,
              verified: true,
              secondFactor: false,
            },
          ],
        }),
    });
    renderWithProviders(<AuditPage />, { route: '/audit' });
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Gestor de credenciales desbloqueado')).toBeTruthy();
    expect(within(first).getByText('Fallido')).toBeTruthy();
    expect(within(first).getByText('203.0.113.7')).toBeTruthy();
    expect(within(table).getByText('desconocido@empresa.test')).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Usuario'), 'Ana Admin');
    await user.selectOptions(screen.getByLabelText('Acción'), 'Inicio de sesión');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(api.of('GET', '/api/audit').length).toBeGreaterThan(1));
    const last = api.of('GET', '/api/audit').at(-1)!;
    expect(last.query.get('actorId')).toBe('1');
    expect(last.query.get('action')).toBe('sign-in');
    expect(last.query.get('page')).toBe('1');
  });

  it('says when nothing matches', async () => {
    stubApi({
      'GET /api/audit': () =>
        answer(auditListResponseSchema, { success: true, data: [], totalItems: 0 }),
      'GET /api/users': () =>
        answer(userListResponseSchema, { success: true, data: [], totalItems: 0 }),
    });
    renderWithProviders(<AuditPage />, { route: '/audit?desde=2001-01-01' });
    expect(await screen.findByText('No hay registros de auditoría con estos filtros')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
  });
});
