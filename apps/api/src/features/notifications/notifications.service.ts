import { NOTIFICATION_TEXTS } from '@app/contract/notifications';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/access';
import { notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import {
  emailNotificationsOf,
  markAllRead,
  markRead,
  notificationPage,
  setEmailNotifications,
} from './notifications.repository';

/**
 * The signed-in user's notifications (DECISIONS §10): each user reads and marks only their own;
 * another user's id is answered as one that does not exist (404), so ids reveal nothing.
 */

export type NotificationsDeps = { db: Db; clock: CompanyClock };

export function listNotifications(
  deps: NotificationsDeps,
  actor: SessionUser,
  query: { unread?: boolean; page: number; limit: number },
) {
  return notificationPage(deps.db, { userId: actor.id, ...query });
}

export async function readNotification(deps: NotificationsDeps, actor: SessionUser, id: number) {
  const row = await markRead(deps.db, actor.id, id, deps.clock.now());
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  return row;
}

export function readAllNotifications(deps: NotificationsDeps, actor: SessionUser) {
  return markAllRead(deps.db, actor.id, deps.clock.now());
}

export async function preferencesOf(deps: NotificationsDeps, actor: SessionUser) {
  return { emailNotifications: await emailNotificationsOf(deps.db, actor.id) };
}

export async function savePreferences(
  deps: NotificationsDeps,
  actor: SessionUser,
  preferences: { emailNotifications: boolean },
) {
  await setEmailNotifications(deps.db, actor.id, preferences.emailNotifications);
  return preferences;
}
