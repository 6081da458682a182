import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { Job, JobLog } from '../../lib/scheduled-jobs';
import { notificationMail } from './notification-mails';
import { mailDone, mailFailed, pendingMails } from './notification-mail.repository';

export type NotificationMailDeps = { db: Db; mailer: Mailer; appUrl: string };

const BATCH = 50;
/** How often the outbox is looked at: a notification's mail leaves within about this long. */
export const MAIL_CHECK_MS = 10_000;

/**
 * Sends the outbox's mails (docs/decisions/085), oldest first, a batch at a time until it is
 * empty. A send that fails is counted and the run stops (the mail server is likely down): the
 * next run tries again. A mail no longer wanted (mail turned off, account deactivated) is dropped.
 * Delivery is at least once: a crash between the send and its record sends that mail again.
 */
export async function sendPendingMails(
  deps: NotificationMailDeps,
  options: { signal?: AbortSignal; log?: JobLog } = {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const batch = await pendingMails(deps.db, afterId, BATCH);
    if (batch.length === 0) return { sent, failed: 0 };
    for (const mail of batch) {
      if (options.signal?.aborted) return { sent, failed: 0 };
      afterId = mail.id;
      if (!mail.wanted) {
        await mailDone(deps.db, mail.id);
        continue;
      }
      try {
        await deps.mailer.send(
          notificationMail(deps.appUrl, {
            title: mail.title,
            body: mail.body,
            link: mail.link,
            to: mail.email,
            name: mail.name,
          }),
        );
      } catch (error) {
        await mailFailed(deps.db, mail.id);
        options.log?.error({ err: error, notificationId: mail.id }, 'notification mail failed');
        return { sent, failed: 1 };
      }
      await mailDone(deps.db, mail.id);
      sent += 1;
    }
  }
}

/** After a failed run the job waits 2^failures periods (at most about 1 h) before trying again. */
const MAX_BACKOFF_MS = 3_600_000;

/**
 * The outbox as a scheduled job: every 10 seconds, by one instance at a time (its advisory lock).
 * After a failure it backs off, doubling, so that a mail server down for hours is tried some ten
 * times per mail (MAIL_MAX_ATTEMPTS), not every 10 seconds.
 */
export function notificationMailJob(deps: NotificationMailDeps): Job {
  let failures = 0;
  let waitUntil = 0;
  return {
    name: 'notification-mail',
    // Ten-second periods ('2026-11-27T16:45:3'): text that sorts as time does.
    periodOf: (now) => now.toISOString().slice(0, 18),
    checkEveryMs: MAIL_CHECK_MS,
    async run({ signal, log }) {
      if (Date.now() < waitUntil) return;
      const { sent, failed } = await sendPendingMails(deps, { signal, log });
      if (sent > 0) log.info({ sent }, 'notification mails sent');
      failures = failed > 0 ? failures + 1 : 0;
      waitUntil =
        failures > 0 ? Date.now() + Math.min(MAIL_CHECK_MS * 2 ** failures, MAX_BACKOFF_MS) : 0;
    },
  };
}
