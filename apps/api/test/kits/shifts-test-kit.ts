/**
 * Shared set-up of the shift API tests: a test app with one session per role, the company clock,
 * dates relative to today and typed helpers for the calls. Test code only.
 */
import type { Role } from '@app/contract/common';
import { addDays, startOfIsoWeek } from '@app/contract/dates';
import type { CreateShiftInput, GetShiftsResponse, Shift } from '@app/contract/shifts';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { shifts } from '../../src/db/schema/index';
import { companyClock } from '../../src/lib/time';
import { createTestApp } from '../test-app';

type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signIn']>>;
/** Who calls: a role's standing session, anonymous, or any signed-in session. */
export type Caller = 'anonymous' | Role | Session;

export async function shiftsTestKit(options: { timeZone?: string } = {}) {
  const timeZone = options.timeZone ?? 'Europe/Madrid';
  const t = await createTestApp({ timeZone });
  const clock = companyClock(timeZone);
  const sessions: Record<Role, Session> = {
    admin: await t.signIn('admin', { name: 'Ana Admin' }),
    office: await t.signIn('office', { name: 'Olga Oficina' }),
    usuario: await t.signIn('usuario', { name: 'Ulises Usuario' }),
  };
  const today = clock.today();
  const thisMonday = startOfIsoWeek(today);
  /** The Monday of the next ISO week, and of the one after: dates always in the future. */
  const nextMonday = addDays(thisMonday, 7);

  const headersOf = (caller: Caller): Record<string, string> => {
    if (caller === 'anonymous') return {};
    return typeof caller === 'string' ? sessions[caller].headers : caller.headers;
  };

  async function call(
    caller: Caller,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: headersOf(caller),
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
  }

  /** Creates shifts as an admin (or the given caller) and returns them; fails the test otherwise. */
  async function create(payload: CreateShiftInput, caller: Caller = 'admin'): Promise<Shift[]> {
    const response = await call(caller, 'POST', '/api/shifts', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Shift[] }>().data;
  }

  /** One shift of a user on a date, from `from` to `to` (HH:mm). */
  async function createOne(userId: number, date: string, from = '08:00', to = '17:00') {
    const [shift] = await create({
      startDateTime: `${date} ${from}`,
      endDateTime: `${date} ${to}`,
      usersId: [userId],
    });
    return shift!;
  }

  async function publish(period: Record<string, unknown>, action = 'publish') {
    const response = await call('admin', 'POST', '/api/shifts/publish-unpublish', {
      publishOrUnpublish: action,
      ...period,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; message: string }>();
  }

  async function calendar<View extends GetShiftsResponse['view']>(
    caller: Caller,
    query: Record<string, unknown>,
  ) {
    const response = await call(caller, 'POST', '/api/shifts/get-shifts', query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Extract<GetShiftsResponse, { view: View }>>();
  }

  async function get(id: number, caller: Caller = 'admin') {
    return call(caller, 'GET', `/api/shifts/${id}`);
  }

  /** Publishes one shift alone (the API publishes whole periods): set-up of mixed states. */
  async function markPublished(id: number, published: boolean) {
    await t.db.update(shifts).set({ published }).where(eq(shifts.id, id));
  }

  /** A new active user of a role, signed in. */
  const newUser = (role: Role = 'usuario', name?: string) =>
    t.signIn(role, name === undefined ? {} : { name });

  return {
    t,
    app: t.app,
    clock,
    sessions,
    today,
    thisMonday,
    nextMonday,
    call,
    create,
    createOne,
    publish,
    calendar,
    get,
    markPublished,
    newUser,
    close: () => t.close(),
  };
}

export type ShiftsKit = Awaited<ReturnType<typeof shiftsTestKit>>;

/** The company-local `HH:mm` of a response timestamp (ISO 8601 with offset). */
export const localTime = (iso: string) => iso.slice(11, 16);
/** The company-local date of a response timestamp. */
export const localDate = (iso: string) => iso.slice(0, 10);
