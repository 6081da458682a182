/**
 * Shared set-up of the punch API tests: a test app, sessions, published shifts inserted directly,
 * typed calls, and the punch service with a clock the test moves. Test code only.
 */
import type { Role } from '@app/contract/common';
import type { AddPunchInput, AddPunchResponse, PunchType } from '@app/contract/punches';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { punches } from '../../src/db/schema/index';
import type { SessionUser } from '../../src/lib/access';
import { companyClock } from '../../src/lib/time';
import { insertShift } from '../factories';
import { createTestApp } from '../test-app';
import { addPunchAnswer } from '../../src/features/punches/punches.routes';
import { addPunch, type PunchesDeps } from '../../src/features/punches/punches.service';

export type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signIn']>>;

export async function punchesTestKit(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const clock = companyClock('Europe/Madrid');
  const files = t.app.files;

  async function call(
    session: Session | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...(session?.headers ?? {}), ...headers },
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
  }

  const punch = (session: Session, body: AddPunchInput, headers: Record<string, string> = {}) =>
    call(session, 'POST', '/api/punches/add', body, headers);

  /** A published (or draft) shift of a user between two instants, on the start's company day. */
  async function addShift(
    userId: number,
    startAt: Date,
    endAt: Date,
    options: { published?: boolean; breakMinutes?: number; lunchMinutes?: number } = {},
  ) {
    await insertShift(t.db, { userId, startAt, endAt, ...options });
  }

  /**
   * A published shift around now, on today's company date: the user may punch in today. It starts
   * an hour ago, or at the company's midnight when that is later, so that run just after midnight
   * it is not yesterday's shift.
   */
  const shiftNow = (userId: number) => {
    const now = Date.now();
    const midnight = clock.startOfDay(clock.dateOf(new Date(now))).getTime();
    return addShift(
      userId,
      new Date(Math.max(midnight, now - 3_600_000)),
      new Date(now + 7 * 3_600_000),
    );
  };

  const newUser = (role: Role = 'usuario', name?: string) =>
    t.signIn(role, name === undefined ? {} : { name });

  /** The service itself with a clock of the test's choosing (night shifts, DST, dedup windows). */
  function atClock(start: Date) {
    let current = start;
    const deps: PunchesDeps = {
      db: t.db,
      clock: companyClock('Europe/Madrid', () => current),
      storage: files.storage,
      links: files.links,
      earlyMinutes: t.app.config.punchEarlyMinutes,
      forgottenHours: t.app.config.punchForgottenHours,
    };
    return {
      deps,
      set: (instant: Date) => {
        current = instant;
      },
      advanceMinutes: (minutes: number) => {
        current = new Date(current.getTime() + minutes * 60_000);
      },
      /** Punch `type` as `actor`: whether it was replayed, and the body the route answers. */
      punch: async (
        actor: SessionUser,
        type: PunchType,
        extra: { img?: string; notes?: string } = {},
      ) => {
        const recorded = await addPunch(
          deps,
          actor,
          { type, notes: extra.notes ?? '', img: extra.img ?? null, anyBreak: false },
          undefined,
        );
        return { replayed: recorded.replayed, body: addPunchAnswer(recorded) };
      },
    };
  }

  /** The session's user as the services see them. */
  const actorOf = (session: Session, role: Role, name = 'Prueba'): SessionUser => ({
    id: session.id,
    name,
    email: session.email,
    role,
    phone: '',
    active: true,
    verified: true,
  });

  const punchesOf = (userId: number) =>
    t.db.select().from(punches).where(eq(punches.userId, userId));

  return {
    t,
    app: t.app,
    clock,
    files,
    call,
    punch,
    addShift,
    shiftNow,
    newUser,
    atClock,
    actorOf,
    punchesOf,
    close: () => t.close(),
  };
}

export type PunchesKit = Awaited<ReturnType<typeof punchesTestKit>>;
export type { AddPunchResponse };
