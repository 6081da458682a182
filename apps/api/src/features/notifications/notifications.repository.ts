import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema/index';

/** The reads and writes of one user's notifications and mail preference. Nothing of HTTP. */

export type NotificationRow = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
};

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** A page of a user's notifications, newest first, its count, and the user's unread count. */
export async function notificationPage(
  db: Db,
  query: { userId: number; unread?: boolean; page: number; limit: number },
) {
  const mine = eq(notifications.userId, query.userId);
  const unreadOnly = and(mine, isNull(notifications.readAt));
  const where = query.unread === true ? unreadOnly : mine;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(unreadOnly),
  ]);
  return { rows, total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

/**
 * Marks one of the user's notifications read (the first reading's time stays); undefined when the
 * user has none of that id.
 */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  return row;
}

/** Marks every unread notification of the user read; answers how many were unread. */
export async function markAllRead(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function emailNotificationsOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: users.emailNotifications })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on ?? true;
}

export async function setEmailNotifications(db: Db, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ emailNotifications: on }).where(eq(users.id, userId));
}
