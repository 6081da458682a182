import { NOTIFICATION_TEXTS } from '@app/contract/notifications';

/** The texts of the notifications' bell and list (DECISIONS §10). */
export const notificationMessages = {
  title: 'Notificaciones',
  bell: (unread: number) =>
    unread === 0
      ? 'Notificaciones, ninguna sin leer'
      : unread === 1
        ? 'Notificaciones, 1 sin leer'
        : `Notificaciones, ${unread} sin leer`,
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  markAll: 'Marcar todas como leídas',
  allRead: NOTIFICATION_TEXTS.allRead,
  empty: 'No tienes notificaciones',
  unread: 'Sin leer',
  loading: 'Cargando notificaciones',
  loadError: 'Error al obtener las notificaciones',
  readError: 'No se pudo marcar la notificación como leída',
  readAllError: 'No se pudieron marcar las notificaciones como leídas',
  retry: 'Reintentar',
  listLabel: 'Últimas notificaciones',
} as const;
