/**
 * Shared set-up of the attendance record's API tests (corrections, history, periods): a test app
 * whose clock the test sets, sessions, punches and shifts inserted directly at company wall-clock
 * times, and typed calls. Test code only.
 */
import type { Role } from '@app/contract/common';
import { calendarDateId } from '@app/contract/dates';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { notifications, punchBreaks, punches, punchHistory } from '../../src/db/schema/index';
import type { Database } from '../../src/db/client';
import { companyClock } from '../../src/lib/time';
import { insertPunch, insertShift } from '../factories';
import { createTestApp } from '../test-app';

export type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signIn']>>;

/** Friday 20 November 2026, 12:00 in Madrid: the kit's 'now' unless a test moves it. */
export const KIT_NOW = new Date('2026-11-20T11:00:00Z');

export async function correctionsTestKit(options: { now?: Date; database?: Database } = {}) {
  let current = options.now ?? KIT_NOW;
  const t = await createTestApp({
    now: () => current,
    ...(options.database && { database: options.database }),
  });
  const clock = companyClock('Europe/Madrid');
  /** The instant of a company wall-clock time 'YYYY-MM-DD HH:mm'. */
  const at = (wallClock: string) => clock.instantOf(wallClock);
  const dayId = (date: string) => calendarDateId(date);

  async function call(
    session: Session | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: session ? await t.freshHeaders(session) : {},
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
  }

  /** A published shift of a user on a day, between two company times (end ≤ start: next day). */
  async function shiftOn(
    userId: number,
    date: string,
    from = '08:00',
    to = '16:00',
    published = true,
  ) {
    const startAt = at(`${date} ${from}`);
    let endAt = at(`${date} ${to}`);
    if (endAt <= startAt) endAt = new Date(endAt.getTime() + 86_400_000);
    return insertShift(t.db, { userId, startAt, endAt, published });
  }

  /** A punch of a user on a day (open unless `to`), with optional breaks, inserted directly. */
  async function punchOn(
    userId: number,
    date: string,
    from = '08:00',
    to: string | null = '16:00',
    breaks: { type: 'break' | 'lunch'; from: string; to: string }[] = [],
  ) {
    const punch = await insertPunch(t.db, {
      userId,
      calendarDateId: dayId(date),
      dateIn: at(`${date} ${from}`),
      dateOut: to === null ? null : at(`${date} ${to}`),
    });
    for (const entry of breaks) {
      await t.db.insert(punchBreaks).values({
        punchId: punch.id,
        type: entry.type,
        breakIn: at(`${date} ${entry.from}`),
        breakOut: at(`${date} ${entry.to}`),
      });
    }
    return punch;
  }

  const request = (session: Session, body: unknown) =>
    call(session, 'POST', '/api/punch-corrections', body);
  const approve = (session: Session, id: number, body?: unknown) =>
    call(session, 'POST', `/api/punch-corrections/${id}/approve`, body);
  const reject = (session: Session, id: number, body?: unknown) =>
    call(session, 'POST', `/api/punch-corrections/${id}/reject`, body);
  const cancel = (session: Session, id: number) =>
    call(session, 'POST', `/api/punch-corrections/${id}/cancel`);
  const list = (session: Session, query = '') =>
    call(session, 'GET', `/api/punch-corrections${query}`);
  const history = (session: Session, punchId: number) =>
    call(session, 'GET', `/api/punches/${punchId}/history`);

  async function storedPunch(id: number) {
    const [punch] = await t.db.select().from(punches).where(eq(punches.id, id));
    const breaks = await t.db
      .select()
      .from(punchBreaks)
      .where(eq(punchBreaks.punchId, id))
      .orderBy(asc(punchBreaks.breakIn));
    return { ...punch!, breaks };
  }

  const notificationsOf = (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));
  const historyRows = () => t.db.select().from(punchHistory).orderBy(asc(punchHistory.id));

  return {
    t,
    app: t.app,
    db: t.db,
    at,
    dayId,
    /** Moves the app's clock. */
    setNow: (instant: Date) => {
      current = instant;
    },
    now: () => current,
    newUser: (role: Role = 'usuario', name?: string) =>
      t.signIn(role, name === undefined ? {} : { name }),
    call,
    shiftOn,
    punchOn,
    request,
    approve,
    reject,
    cancel,
    list,
    history,
    storedPunch,
    notificationsOf,
    historyRows,
    close: () => t.close(),
  };
}

export type CorrectionsKit = Awaited<ReturnType<typeof correctionsTestKit>>;
