import type { Notification } from '@app/contract/notifications';
import type { CompanyClock } from '../../lib/time';
import type { NotificationRow } from './notifications.repository';

/** A stored notification as the contract answers it (times ISO with the company's offset). */
export const toNotification = (clock: CompanyClock, row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: clock.iso(row.createdAt),
  readAt: row.readAt ? clock.iso(row.readAt) : null,
});
