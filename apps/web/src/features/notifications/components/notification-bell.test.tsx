import {
  notificationListResponseSchema,
  notificationReadResponseSchema,
  type Notification,
} from '@app/contract/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const item = (id: number, readAt: string | null): Notification => ({
  id,
  kind: 'forgotten-exit',
  title: 'Salida sin registrar',
  body: `Tienes una salida sin registrar del 2${id}/11/2026.`,
  link: `/?correccion=${id}`,
  createdAt: '2026-11-24T06:00:00+01:00',
  readAt,
});

function Address() {
  const location = useLocation();
  return <output aria-label="dirección">{location.pathname + location.search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the notifications bell', () => {
  it('says how many are unread, lists them, and opening one marks it read and follows its link', async () => {
    const api = stubApi({
      'GET /api/notifications': () =>
        answer(notificationListResponseSchema, {
          success: true,
          data: [item(3, null), item(2, null), item(1, '2026-11-22T10:00:00+01:00')],
          totalItems: 3,
          unread: 2,
        }),
      'POST /api/notifications/3/read': () =>
        answer(notificationReadResponseSchema, {
          success: true,
          message: 'Notificación marcada como leída',
          data: item(3, '2026-11-24T09:00:00+01:00'),
        }),
    });
    renderWithProviders(
      <>
        <NotificationBell />
        <Address />
      </>,
      { route: '/shifts' },
    );
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    await userEvent.click(bell);
    const panel = within(await screen.findByRole('dialog', { name: 'Notificaciones' }));
    expect(panel.getAllByRole('listitem')).toHaveLength(3);
    expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
    await userEvent.click(
      panel.getByRole('button', { name: /Tienes una salida sin registrar del 23/ }),
    );
    await vi.waitFor(() => expect(api.of('POST', '/api/notifications/3/read')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'dirección' }).textContent).toBe('/?correccion=3');
  });
});
