/**
 * The mail beside each notification (DECISIONS §10, docs/decisions/085), through a real SMTP
 * conversation: sent once the recording transaction has committed, never when it rolls back, not
 * to a user who turned mail off or was deactivated, retried after a failure; Spanish, with the
 * link on APP_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';
import { startJobs } from '../../lib/scheduled-jobs';
import { insertPunch, insertShift, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAIL_MAX_ATTEMPTS } from './notification-mail.repository';
import { notificationMailJob, sendPendingMails } from './notification-mail-job';
import { notifyUsers, type NotificationDraft } from './notifications.queries';

/** Wednesday 18 March 2026, 12:00 in Madrid. */
const NOW = new Date('2026-03-18T12:00:00+01:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, mailer: t.app.mailer, appUrl: t.app.config.appUrl });
let subjects = 0;
const draft = (
  userIds: number[],
  overrides: Partial<NotificationDraft> = {},
): NotificationDraft => ({
  userIds,
  kind: 'correction-decided',
  title: 'Corrección aprobada',
  body: 'Tu corrección del 16/03/2026 fue aprobada.',
  link: '/punches?vista=correcciones',
  subject: `correction:${++subjects}`,
  at: new Date(),
  ...overrides,
});

/** A raw mail's text: quoted-printable and encoded words undone (the mail is UTF-8). */
const decode = (raw: string) => {
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return qp(
    raw
      .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => word.replaceAll('_', ' '))
      .replace(/=\r?\n/g, ''),
  );
};
const mailsTo = (email: string) =>
  t.smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => decode(mail.raw));
const pendingOf = async (userId: number) =>
  (
    await t.db
      .select({ pending: notifications.mailPending, attempts: notifications.mailAttempts })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => row);

describe('the notifications mail outbox', () => {
  it('mails a committed notification once, in Spanish, with its link on APP_URL', async () => {
    const user = await insertUser(t.db, { name: 'Lucía Gómez' });
    await t.db.transaction(async (tx) => {
      await notifyUsers(tx, draft([user.id]));
    });
    expect(await sendPendingMails(deps())).toEqual({ sent: 1, failed: 0 });
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Subject: Corrección aprobada · Back Office');
    expect(mail).toContain('Hola Lucía Gómez:');
    expect(mail).toContain('Tu corrección del 16/03/2026 fue aprobada.');
    expect(mail).toContain('Abrir en Back Office: http://app.test/punches?vista=correcciones');
    expect(mail).toContain('href="http://app.test/punches?vista=correcciones"');
    expect(await pendingOf(user.id)).toEqual([{ pending: false, attempts: 0 }]);
    expect(await sendPendingMails(deps())).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('neither records nor mails a notification whose transaction rolls back', async () => {
    const user = await insertUser(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUsers(tx, draft([user.id]));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await sendPendingMails(deps());
    expect(await pendingOf(user.id)).toEqual([]);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('does not mail a user who turned mail off, before or after, nor a deactivated one', async () => {
    const off = await insertUser(t.db);
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, off.id));
    const later = await insertUser(t.db);
    const gone = await insertUser(t.db);
    const on = await insertUser(t.db);
    await notifyUsers(t.db, draft([off.id, later.id, gone.id, on.id]));
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, later.id));
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    expect(await sendPendingMails(deps())).toEqual({ sent: 1, failed: 0 });
    for (const user of [off, later, gone]) {
      expect(mailsTo(user.email)).toHaveLength(0);
      expect(await pendingOf(user.id)).toEqual([{ pending: false, attempts: 0 }]);
    }
    expect(mailsTo(on.email)).toHaveLength(1);
  });

  it('tells the same user, kind and subject once', async () => {
    const user = await insertUser(t.db);
    await notifyUsers(t.db, draft([user.id, user.id], { subject: 'punch:1' }));
    await notifyUsers(t.db, draft([user.id], { subject: 'punch:1' }));
    expect(await pendingOf(user.id)).toHaveLength(1);
    await sendPendingMails(deps());
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('keeps a mail that failed, sends it on a later run, and gives up after a few failures', async () => {
    const user = await insertUser(t.db);
    const second = await insertUser(t.db);
    await notifyUsers(t.db, draft([user.id]));
    await notifyUsers(t.db, draft([second.id]));
    const down: Mailer = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    // The run stops at the first failure: the server is likely down for every mail.
    expect(await sendPendingMails({ ...deps(), mailer: down })).toEqual({ sent: 0, failed: 1 });
    expect(await pendingOf(user.id)).toEqual([{ pending: true, attempts: 1 }]);
    expect(await pendingOf(second.id)).toEqual([{ pending: true, attempts: 0 }]);
    expect(await sendPendingMails(deps())).toEqual({ sent: 2, failed: 0 });
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(second.email)).toHaveLength(1);

    const hopeless = await insertUser(t.db);
    await notifyUsers(t.db, draft([hopeless.id]));
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) await sendPendingMails({ ...deps(), mailer: down });
    expect(await pendingOf(hopeless.id)).toEqual([{ pending: false, attempts: MAIL_MAX_ATTEMPTS }]);
  });

  it('runs as a scheduled job', async () => {
    const user = await insertUser(t.db);
    await notifyUsers(t.db, draft([user.id]));
    const log = { info: () => undefined, error: () => undefined };
    const jobs = startJobs({ db: t.db, log }, [notificationMailJob(deps())]);
    await jobs.runDue();
    await jobs.stop();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("mails the deciders a worker's correction request, once committed, not those with mail off", async () => {
    const office = await t.signIn('office', { name: 'Olga Oficina' });
    const admin = await insertUser(t.db, { role: 'admin' });
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, admin.id));
    const worker = await t.signIn('usuario', { name: 'Wenceslao Ruiz' });
    const at = (time: string) => new Date(`2026-03-17T${time}:00+01:00`);
    await insertShift(t.db, { userId: worker.id, startAt: at('09:00'), endAt: at('17:00') });
    const punch = await insertPunch(t.db, {
      userId: worker.id,
      calendarDateId: 20260317,
      dateIn: at('09:00'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/punch-corrections',
      headers: worker.headers,
      payload: { punchId: punch.id, dateOut: '2026-03-17T17:05:00+01:00', reason: 'Olvidé fichar' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const told = await t.db
      .select({ userId: notifications.userId, pending: notifications.mailPending })
      .from(notifications)
      .where(eq(notifications.kind, 'correction-requested'));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: office.id, pending: true },
        { userId: admin.id, pending: false },
      ]),
    );
    await sendPendingMails(deps());
    const [mail, ...more] = mailsTo(office.email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Hola Olga Oficina:');
    expect(mail).toContain('Wenceslao Ruiz pide corregir su punch del 17/03/2026');
    expect(mail).toMatch(/http:\/\/app\.test\/punches\?(tab|vista)=correcciones/);
    expect(mailsTo(admin.email)).toHaveLength(0);
  });
});
