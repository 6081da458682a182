import type { NotificationKind } from '@app/contract/notifications';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema/index';

/** One notification to some users (DECISIONS §10), as other features ask for it. */
export type NotificationDraft = {
  userIds: readonly number[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen that resolves it, e.g. `/punches?vista=correcciones`. */
  link: string;
  /** What it is about (e.g. `punch:12`): the same user, kind and subject is told once. */
  subject?: string;
  at: Date;
};

/**
 * Records a notification for each user inside the caller's transaction, and its mail in the
 * outbox (`mail_pending`, for the active users who keep mail on): the mail job sends it once the
 * transaction has committed, and never when it rolls back (docs/decisions/085). The same user,
 * kind and subject is recorded once (the unique index), so a job run twice, or by two instances,
 * tells once.
 */
export async function notifyUsers(db: Db, draft: NotificationDraft): Promise<void> {
  const userIds = [...new Set(draft.userIds)];
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, subject, created_at, mail_pending)
    select u.id, ${draft.kind}, ${draft.title}, ${draft.body}, ${draft.link}, ${draft.subject ?? null},
      ${draft.at.toISOString()}::timestamptz, u.email_notifications and u.active
    from ${users} u where u.id = any(${sql.param(userIds)}::int[])
    on conflict do nothing`);
}
