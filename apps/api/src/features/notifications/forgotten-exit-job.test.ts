/**
 * A worker is told once that a punch became sin salida (DECISIONS §10): not before its shift's
 * end + PUNCH_FORGOTTEN_HOURS, once only however often the job runs, by however many instances,
 * and by mail with the link to the correction request.
 */
import { forgottenExitLink, type Notification } from '@app/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../lib/scheduled-jobs';
import { insertPunch, insertShift } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { scheduledJobsOf } from '../../server';
import { notifyForgottenExits } from './forgotten-exit-job';
import { sendPendingMails } from './notification-mail-job';

/** Tuesday 17 March 2026 in Madrid (UTC+1). */
const at = (time: string, day = '2026-03-17') => new Date(`${day}T${time}:00+01:00`);
let now = at('12:00');

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let ana: Session;
let bruno: Session;
let anaPunch = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ana = await t.signIn('usuario', { name: 'Ana Pérez' });
  bruno = await t.signIn('usuario');
  // Ana: in at 09:00 for 09:00–17:00, never out: sin salida from 21:00 (4 h after the end).
  await insertShift(t.db, { userId: ana.id, startAt: at('09:00'), endAt: at('17:00') });
  anaPunch = (
    await insertPunch(t.db, { userId: ana.id, calendarDateId: 20260317, dateIn: at('09:00') })
  ).id;
  // Bruno: the same day, out at 17:00: nothing to tell.
  await insertShift(t.db, { userId: bruno.id, startAt: at('09:00'), endAt: at('17:00') });
  await insertPunch(t.db, {
    userId: bruno.id,
    calendarDateId: 20260317,
    dateIn: at('09:00'),
    dateOut: at('17:00'),
  });
});
afterAll(() => t.close());

const deps = () => ({
  db: t.db,
  clock: t.app.clock,
  forgottenHours: t.app.config.punchForgottenHours,
});
const listOf = async (session: Session) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: await t.freshHeaders(session),
    })
  ).json<{ data: Notification[]; unread: number }>();

describe('the forgotten-exit notices', () => {
  it('tells nobody while the punch may still be closed', async () => {
    now = at('20:59');
    expect(await notifyForgottenExits(deps())).toBe(0);
    expect((await listOf(ana)).data).toEqual([]);
  });

  it('tells the worker once the punch is sin salida, once only, with the correction link', async () => {
    now = at('21:00');
    expect(await notifyForgottenExits(deps())).toBe(1);
    expect(await notifyForgottenExits(deps())).toBe(0);
    const { data, unread } = await listOf(ana);
    expect(unread).toBe(1);
    expect(data).toEqual([
      {
        id: expect.any(Number),
        kind: 'forgotten-exit',
        title: 'Salida sin registrar',
        body: 'Tienes una salida sin registrar del 17/03/2026. Solicita la corrección indicando la hora a la que saliste.',
        link: `/?correccion=${anaPunch}`,
        createdAt: '2026-03-17T21:00:00+01:00',
        readAt: null,
      },
    ]);
    expect(forgottenExitLink(anaPunch)).toBe(`/?correccion=${anaPunch}`);
    expect((await listOf(bruno)).data).toEqual([]);
    await sendPendingMails({ db: t.db, mailer: t.app.mailer, appUrl: t.app.config.appUrl });
    const mails = t.smtp.received.filter((mail) => mail.to.includes(ana.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `http://app.test/?correccion=${anaPunch}`,
    );
  });

  it('tells once when the job runs again the next day and by several runners at once', async () => {
    now = at('09:00', '2026-03-18');
    const log = { info: () => undefined, error: () => undefined };
    const runners = [1, 2, 3].map(() =>
      startJobs({ db: t.db, log, now: () => now }, scheduledJobsOf(t.app)),
    );
    await Promise.all(runners.map((jobs) => jobs.runDue()));
    await Promise.all(runners.map((jobs) => jobs.stop()));
    await Promise.all([notifyForgottenExits(deps()), notifyForgottenExits(deps())]);
    expect((await listOf(ana)).data.map((n) => n.kind)).toEqual(['forgotten-exit']);
  });
});
