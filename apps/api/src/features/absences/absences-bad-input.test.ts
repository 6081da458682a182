/**
 * Whatever a caller sends to the absence and balance calls, the answer is never a 5xx: a body the
 * contract refuses is a Spanish 400 that changes nothing; one it accepts is done, or refused by a
 * rule of DECISIONS §11 with its Spanish 4xx, changing nothing.
 */
import {
  absenceListQuerySchema,
  approveAbsenceSchema,
  balanceQuerySchema,
  createAbsenceSchema,
  rejectAbsenceSchema,
  setBalanceSchema,
} from '@app/contract/absences';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties, type BadInputRoute } from '../../../test/body-properties';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { absenceBalances, absences, notifications } from '../../db/schema/index';

let k: CorrectionsKit;
let office: Session;
let admin: Session;
let worker: Session;
let pendingIds: number[] = [];
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
  pendingIds = [];
  for (const day of ['2026-12-01', '2026-12-02']) {
    const asked = await k.call(worker, 'POST', '/api/absences', {
      type: 'vacation',
      fromDate: day,
      toDate: day,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    pendingIds.push(asked.json<{ data: { id: number } }>().data.id);
  }
  // Approved already: an empty or null body is a valid approval (the note is optional), so every
  // body is tried on a decided request and the 409 must change nothing.
  const approved = await k.call(office, 'POST', `/api/absences/${pendingIds[0]}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
});
afterAll(() => k.close());

/** Everything a refused call must leave as it was. */
const state = async () => ({
  absences: await k.db.select().from(absences).orderBy(asc(absences.id)),
  balances: await k.db.select().from(absenceBalances),
  notifications: (await k.db.select().from(notifications)).length,
});

const TEXTS = [
  '\u0000',
  "'; DROP TABLE absences; --",
  'Ñandú 🚀',
  '2026-02-30',
  '2026-11-31',
  '0000-01-01',
  '9999-12-31',
  '2026-12-01T00:00:00Z',
  '20261201',
  '2026-12',
  'vacation',
];

type Route = BadInputRoute & { name: string; as: () => Session };
const ROUTES: Route[] = [
  {
    name: '/api/absences',
    method: 'POST',
    url: () => '/api/absences',
    schema: createAbsenceSchema,
    valid: () => ({
      type: 'personal',
      fromDate: '2026-12-10',
      toDate: '2026-12-11',
      note: 'Médico',
    }),
    as: () => worker,
  },
  {
    name: '/api/absences (entered by office)',
    method: 'POST',
    url: () => '/api/absences',
    schema: createAbsenceSchema,
    valid: () => ({
      userId: worker.id,
      type: 'sick',
      fromDate: '2026-12-14',
      toDate: '2026-12-14',
    }),
    as: () => office,
  },
  {
    name: '/api/absences/:id/approve',
    method: 'POST',
    url: () => `/api/absences/${pendingIds[0]}/approve`,
    schema: approveAbsenceSchema,
    valid: () => ({ note: 'Conforme' }),
    as: () => office,
  },
  {
    name: '/api/absences/:id/reject',
    method: 'POST',
    url: () => `/api/absences/${pendingIds[1]}/reject`,
    schema: rejectAbsenceSchema,
    valid: () => ({ note: 'Semana de cierre' }),
    as: () => office,
  },
  {
    name: '/api/absence-balances',
    method: 'PUT',
    url: () => '/api/absence-balances',
    schema: setBalanceSchema,
    valid: () => ({ userId: worker.id, year: 2026, type: 'vacation', days: 22 }),
    as: () => admin,
  },
];

for (const route of ROUTES) {
  describe(`${route.method} ${route.name}`, () => {
    badInputProperties(route, {
      texts: TEXTS,
      send: (body) =>
        k.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...route.as().headers, 'content-type': 'application/json' },
          body,
        }),
      // A valid body refused by a rule: it overlaps, it was decided, someone else's, no such user.
      refused: (response) => {
        const body = expectErrorBody(response);
        expect([400, 403, 404, 409]).toContain(response.statusCode);
        expect(body.message).toMatch(/[a-záéíóúñ]/i);
      },
      state,
    });
  });
}

const VALUES = [
  '',
  '0',
  '-1',
  '1.5',
  'x',
  '101',
  '1999',
  '2101',
  '99999999999',
  '1,2,3',
  '1,,2',
  'pending',
  'PENDING',
  '2026-12-01',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '\u0000',
  '%00',
];

describe('GET /api/absences', () => {
  const KEYS = ['fromDate', 'toDate', 'usersIds', 'status', 'page', 'limit'];
  it('answers every query with a success or a Spanish 400', async () => {
    for (const key of KEYS) {
      for (const value of VALUES) {
        const response = await k.call(
          office,
          'GET',
          `/api/absences?${key}=${encodeURIComponent(value)}`,
        );
        const parsed = absenceListQuerySchema.safeParse({ [key]: value });
        if (parsed.success) expect(response.statusCode, response.body).toBe(200);
        else expectErrorBody(response, { status: 400 });
      }
    }
  });

  it('a range as wide as the dates allow is still an answer', async () => {
    const response = await k.call(
      admin,
      'GET',
      '/api/absences?fromDate=0100-01-01&toDate=9999-12-31&limit=100',
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /api/absence-balances', () => {
  it('answers every query with a success or a Spanish 4xx', async () => {
    for (const key of ['year', 'userId']) {
      for (const value of VALUES) {
        const query =
          key === 'year'
            ? `year=${encodeURIComponent(value)}`
            : `year=2026&userId=${encodeURIComponent(value)}`;
        for (const session of [worker, office]) {
          const response = await k.call(session, 'GET', `/api/absence-balances?${query}`);
          const parsed = balanceQuerySchema.safeParse(
            key === 'year' ? { year: value } : { year: '2026', userId: value },
          );
          if (!parsed.success) expectErrorBody(response, { status: 400 });
          else expect([200, 403], response.body).toContain(response.statusCode);
        }
      }
    }
  });
});
