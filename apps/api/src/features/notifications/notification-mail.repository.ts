import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema/index';

/**
 * The notifications' mail outbox (docs/decisions/085): a notification whose `mail_pending` is set
 * is mailed by the mail job, then cleared. Only committed rows are ever seen, so a notification of
 * a transaction that rolled back is never mailed.
 */

export type PendingMail = {
  id: number;
  title: string;
  body: string;
  link: string;
  email: string;
  name: string;
  /** Whether the user still wants it: mail turned off or the account deactivated since. */
  wanted: boolean;
};

/** After this many failed sends a notification's mail is given up (the notification stays). */
export const MAIL_MAX_ATTEMPTS = 10;

/** The next pending mails after `afterId`, oldest first. */
export async function pendingMails(db: Db, afterId: number, limit: number): Promise<PendingMail[]> {
  const result = (await db.execute(sql`
    select n.id, n.title, n.body, n.link, u.email, u.name,
      (u.email_notifications and u.active) as wanted
    from ${notifications} n join ${users} u on u.id = n.user_id
    where n.mail_pending and n.id > ${afterId}
    order by n.id
    limit ${limit}`)) as { rows: PendingMail[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The mail went out (or is no longer wanted): the notification leaves the outbox. */
export async function mailDone(db: Db, id: number): Promise<void> {
  await db.execute(sql`update ${notifications} set mail_pending = false where id = ${id}`);
}

/** A failed send: counted, and given up at MAIL_MAX_ATTEMPTS. */
export async function mailFailed(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    update ${notifications} set mail_attempts = mail_attempts + 1,
      mail_pending = mail_attempts + 1 < ${MAIL_MAX_ATTEMPTS}
    where id = ${id}`);
}
