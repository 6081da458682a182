import type { VaultAction } from '@app/contract/password-manager';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vaultActivity } from '../../db/schema/index';
import { pagedList } from '../../lib/paged-list';

/** The vault's activity log: what was set up, changed, unlocked, revealed. Nothing of HTTP. */

export type ActivityEntry = {
  action: VaultAction;
  userId: number;
  userName: string;
  credentialId?: number | undefined;
  credentialName?: string | undefined;
  ip: string;
};

export async function recordActivity(db: Db, entry: ActivityEntry) {
  await db.insert(vaultActivity).values({
    action: entry.action,
    userId: entry.userId,
    userName: entry.userName,
    credentialId: entry.credentialId ?? null,
    credentialName: entry.credentialName ?? null,
    ip: entry.ip,
  });
}

const selectActivity = (db: Db) =>
  db
    .select({
      id: vaultActivity.id,
      action: vaultActivity.action,
      userId: vaultActivity.userId,
      userName: vaultActivity.userName,
      credentialId: vaultActivity.credentialId,
      credentialName: vaultActivity.credentialName,
      ip: vaultActivity.ip,
      at: vaultActivity.at,
    })
    .from(vaultActivity)
    .$dynamic();

/** The log, newest first, by action if asked. */
export const activityList = pagedList<
  { action?: VaultAction | undefined },
  ReturnType<typeof selectActivity>
>({
  table: vaultActivity,
  select: selectActivity,
  filters: { action: (action: VaultAction) => eq(vaultActivity.action, action) },
  orderBy: [desc(vaultActivity.at), desc(vaultActivity.id)],
});
