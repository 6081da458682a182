/**
 * Whatever a caller puts in the query of GET /punch-exceptions, the answer is never a 5xx: a
 * filter the contract or the range rule refuses is a Spanish 400; one they accept is a success.
 */
import { exceptionListQuerySchema } from '@app/contract/punch-exceptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { tryArbitraryBodies, tryEveryWrongField } from '../../../test/body-properties';
import { insertPunch, insertShift } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-03-18T12:00:00+01:00');
let t: TestApp;
let headers: Record<string, string>;
let userId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const admin = await t.signIn('admin');
  headers = admin.headers;
  const worker = await t.signIn('usuario');
  userId = worker.id;
  const at = (time: string) => new Date(`2026-03-16T${time}:00+01:00`);
  await insertShift(t.db, { userId, startAt: at('09:00'), endAt: at('17:00') });
  await insertPunch(t.db, { userId, calendarDateId: 20260316, dateIn: at('09:20') });
});
afterAll(() => t.close());

/** A query string from field values, as a client would write it (arrays as repeated keys). */
function queryOf(payload: unknown): string {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return `?${encodeURIComponent(JSON.stringify(payload) ?? '')}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      params.append(
        key,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one),
      );
    }
  }
  return `?${params.toString()}`;
}

/** Never a 5xx: a success of the right shape, or a Spanish 400. */
async function check(payload: unknown) {
  const url = `/api/punch-exceptions${queryOf(payload)}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  if (response.statusCode === 200) {
    expect(response.json()).toMatchObject({ success: true, counts: expect.any(Object) });
  } else {
    expectErrorBody(response, { status: 400 });
  }
}

const valid = () => ({
  fromDate: '2026-03-01',
  toDate: '2026-03-31',
  usersIds: String(userId),
  type: 'late-in',
  page: 1,
  limit: 10,
});
const TEXTS = [
  '\u0000',
  "'; DROP TABLE punches; --",
  'Ñandú 🚀',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '1,2,3',
  '99999999999',
  '-1',
  '1e3',
];

describe('GET /api/punch-exceptions with bad input', () => {
  it('answers a long list of users (the address length bounds it)', async () => {
    const url = `/api/punch-exceptions?usersIds=${'1,'.repeat(5000)}${userId}`;
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().totalItems).toBe(2); // late in, and never out
  });

  it('answers the valid filter, and the contract accepts it', async () => {
    expect(exceptionListQuerySchema.safeParse(valid()).success).toBe(true);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/punch-exceptions${queryOf(valid())}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ type: 'late-in', userId, minutes: 20 }),
    ]);
  });

  it('answers every wrong value of every field with a success or a Spanish 400', async () => {
    await tryEveryWrongField(valid, TEXTS, check);
  });

  it('never answers a 5xx to arbitrary queries (property)', async () => {
    await tryArbitraryBodies(valid, TEXTS, check);
  });

  it('refuses repeated keys and extreme ranges in Spanish', async () => {
    for (const query of [
      '?fromDate=2026-03-01&fromDate=2026-03-02',
      '?type=late-in&type=no-show',
      '?fromDate=0001-01-01&toDate=9999-12-31',
      '?fromDate=2026-03-31&toDate=2026-03-01',
      '?page=0',
      '?limit=101',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/punch-exceptions${query}`,
        headers,
      });
      expectErrorBody(response, { status: 400 });
    }
  });
});
