import {
  sessionEndedResponseSchema,
  sessionListResponseSchema,
  sessionsEndedResponseSchema,
  type SessionItem,
} from '@app/contract/sessions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { SessionsCard } from './sessions-card';

const session = (over: Partial<SessionItem>): SessionItem => ({
  id: 1,
  device: 'Chrome 131 en Windows',
  address: '198.51.100.4',
  method: 'password',
  createdAt: '2026-03-08T09:15:00+01:00',
  lastSeenAt: '2026-03-08T10:20:00+01:00',
  current: true,
  ...over,
});
const THIS = session({});
const PHONE = session({
  id: 7,
  device: 'Safari en iPhone',
  address: '203.0.113.7',
  method: 'mfa',
  current: false,
});

const list = (data: SessionItem[]) => () =>
  answer(sessionListResponseSchema, { success: true, data, totalItems: data.length });

describe("'Sesiones' in Mi cuenta", () => {
  beforeEach(() => setCompanyTimeZone('Europe/Madrid'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setCompanyTimeZone(undefined);
  });

  it('lists the sessions with their device, address, method and dates', async () => {
    stubApi({ 'GET /api/auth/sessions': list([THIS, PHONE]) });
    renderWithProviders(<SessionsCard />);
    const rows = await screen.findAllByRole('row');
    const current = rows.find((row) => within(row).queryByText('Esta sesión'))!;
    expect(current.textContent).toContain('Chrome 131 en Windows');
    expect(current.textContent).toContain('08/03/2026 09:15');
    expect(within(current).queryByRole('button')).toBeNull();
    const phone = rows.find((row) => within(row).queryByText('Safari en iPhone'))!;
    expect(phone.textContent).toContain('203.0.113.7');
    expect(phone.textContent).toContain('Contraseña y código');
    // Last seen more than a day ago: the date and time in the company's zone.
    expect(phone.textContent).toContain('08/03/2026 10:20');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Cerrar las demás sesiones' }).disabled,
    ).toBe(false);
  });

  it('ends another session after asking', async () => {
    const api = stubApi({
      'GET /api/auth/sessions': list([THIS, PHONE]),
      'DELETE /api/auth/sessions/7': () =>
        answer(sessionEndedResponseSchema, { success: true, message: 'Sesión cerrada' }),
    });
    renderWithProviders(<SessionsCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cerrar sesión' });
    expect(api.of('DELETE', '/api/auth/sessions/7')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(api.of('DELETE', '/api/auth/sessions/7')).toHaveLength(1));
    await vi.waitFor(() => expect(api.of('GET', '/api/auth/sessions')).toHaveLength(2));
  });

  it('ends all the others after asking', async () => {
    const api = stubApi({
      'GET /api/auth/sessions': list([THIS, PHONE, session({ id: 9, current: false })]),
      'DELETE /api/auth/sessions': () =>
        answer(sessionsEndedResponseSchema, {
          success: true,
          message: 'Se cerraron las demás sesiones',
          count: 2,
        }),
    });
    renderWithProviders(<SessionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = screen.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
    expect(dialog.textContent).toContain(
      'Se cerrarán las otras 2 sesiones abiertas con tu cuenta.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(api.of('DELETE', '/api/auth/sessions')).toHaveLength(1));
  });

  it('offers nothing to end when this is the only session', async () => {
    stubApi({ 'GET /api/auth/sessions': list([THIS]) });
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByText('No hay otras sesiones abiertas con tu cuenta.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar las demás sesiones' })).toBeNull();
  });

  it('says when there is nothing to list', async () => {
    stubApi({ 'GET /api/auth/sessions': list([]) });
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByText('No hay sesiones abiertas')).toBeTruthy();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/sessions': () =>
        fail ? errorAnswer(500, 'INTERNAL', 'Error del servidor') : list([THIS])(),
    });
    renderWithProviders(<SessionsCard />);
    expect(screen.getByRole('status', { name: 'Cargando sesiones' })).toBeTruthy();
    expect(await screen.findByText('Error al obtener tus sesiones')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Esta sesión')).toBeTruthy();
  });
});
