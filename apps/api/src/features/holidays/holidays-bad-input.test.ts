/**
 * Whatever a caller sends to the holiday calls, the answer is never a 5xx: a body the contract
 * refuses is a Spanish 400 that changes nothing; one it accepts is done, or refused (a date that
 * already has its holiday: 409), changing nothing.
 */
import {
  createHolidaySchema,
  holidayListQuerySchema,
  updateHolidaySchema,
} from '@app/contract/holidays';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties, type BadInputRoute } from '../../../test/body-properties';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { holidays } from '../../db/schema/index';

let k: CorrectionsKit;
let admin: Session;
let holidayId: number;
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  const made = await k.call(admin, 'POST', '/api/holidays', {
    date: '2026-12-25',
    name: 'Navidad',
  });
  expect(made.statusCode, made.body).toBe(201);
  holidayId = made.json<{ data: { id: number } }>().data.id;
  await k.call(admin, 'POST', '/api/holidays', { date: '2026-01-01', name: 'Año Nuevo' });
});
afterAll(() => k.close());

const state = () => k.db.select().from(holidays).orderBy(asc(holidays.id));

const TEXTS = [
  '\u0000',
  "'; DROP TABLE holidays; --",
  'Ñandú 🚀',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '2026-01-01',
  '20261225',
  '   ',
];

type Route = BadInputRoute & { name: string };
const ROUTES: Route[] = [
  {
    name: '/api/holidays',
    method: 'POST',
    url: () => '/api/holidays',
    schema: createHolidaySchema,
    valid: () => ({ date: '2026-01-06', name: 'Reyes' }),
  },
  {
    name: '/api/holidays/:id',
    method: 'PATCH',
    url: () => `/api/holidays/${holidayId}`,
    schema: updateHolidaySchema,
    valid: () => ({ date: '2026-12-25', name: 'Navidad' }),
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
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body,
        }),
      refused: (response) => {
        const body = expectErrorBody(response);
        expect([400, 404, 409]).toContain(response.statusCode);
        expect(body.message).toMatch(/[a-záéíóúñ]/i);
      },
      state,
    });
  });
}

describe('GET /api/holidays', () => {
  it('answers every year with a success or a Spanish 400', async () => {
    for (const value of [
      '',
      '0',
      '-1',
      '1.5',
      'x',
      '1999',
      '2000',
      '2100',
      '2101',
      '\u0000',
      '%00',
    ]) {
      const response = await k.call(
        admin,
        'GET',
        `/api/holidays?year=${encodeURIComponent(value)}`,
      );
      if (holidayListQuerySchema.safeParse({ year: value }).success) {
        expect(response.statusCode, response.body).toBe(200);
      } else expectErrorBody(response, { status: 400 });
    }
  });
});
