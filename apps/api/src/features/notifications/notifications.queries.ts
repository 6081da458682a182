import type { NotificationKind } from '@app/contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

/** One notification to some users (DECISIONS §10), as other features ask for it. */
export type NotificationDraft = {
  userIds: readonly number[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen that resolves it, e.g. `/punches?tab=correcciones`. */
  link: string;
  /** What it is about (e.g. `punch:12`): the same user, kind and subject is told once. */
  subject?: string;
  at: Date;
};

/**
 * Records a notification for each user inside the caller's transaction. Mail is sent beside it
 * to those who keep mail on (the notifications feature's outbox).
 */
export async function notifyUsers(db: Db, draft: NotificationDraft): Promise<void> {
  if (draft.userIds.length === 0) return;
  await db
    .insert(notifications)
    .values(
      [...new Set(draft.userIds)].map((userId) => ({
        userId,
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        link: draft.link,
        subject: draft.subject ?? null,
        createdAt: draft.at,
      })),
    )
    .onConflictDoNothing();
}
