/**
 * Whatever a caller sends to the shift calls, the answer is never a 5xx: a body the contract
 * refuses is a Spanish 400 that changes nothing; one it accepts is answered with a success or a
 * Spanish 4xx of the rules.
 */
import { addDays } from '@app/contract/dates';
import {
  copyWeekBodySchema,
  createShiftSchema,
  getShiftsSchema,
  publishSchema,
  updateShiftSchema,
} from '@app/contract/shifts';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorBody } from '../../../test/api-checks';
import { tryArbitraryBodies, tryEveryWrongField } from '../../../test/body-properties';
import { shifts } from '../../db/schema/index';
import { shiftsTestKit, type ShiftsKit } from '../../../test/kits/shifts-test-kit';

let k: ShiftsKit;
let shiftId: number;
beforeAll(async () => {
  k = await shiftsTestKit();
  shiftId = (await k.createOne(k.sessions.usuario.id, addDays(k.nextMonday, 21))).id;
});
afterAll(() => k.close());

const stored = async () => {
  const [row] = await k.t.db.select({ n: count() }).from(shifts);
  return row!.n;
};

type BodyRoute = {
  method: 'POST' | 'PATCH';
  url: () => string;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
};

const monday = () => addDays(k.nextMonday, 35);
const ROUTES: Record<string, BodyRoute> = {
  'POST /api/shifts': {
    method: 'POST',
    url: () => '/api/shifts',
    schema: createShiftSchema,
    valid: () => ({
      startDateTime: `${monday()} 08:00`,
      endDateTime: `${monday()} 17:00`,
      breakDuration: 10,
      lunchDuration: 30,
      notes: 'Nota',
      color: '#112233',
      usersId: [k.sessions.office.id],
      repeatEndDate: addDays(monday(), 4),
      daysOfWeek: [1, 2],
    }),
  },
  'POST /api/shifts/get-shifts': {
    method: 'POST',
    url: () => '/api/shifts/get-shifts',
    schema: getShiftsSchema,
    valid: () => ({ startofweek: monday(), usersIds: [k.sessions.office.id] }),
  },
  'PATCH /api/shifts/:id/:scope': {
    method: 'PATCH',
    url: () => `/api/shifts/${shiftId}/this`,
    schema: updateShiftSchema,
    valid: () => ({
      startDateTime: `${addDays(k.nextMonday, 21)} 08:00`,
      endDateTime: `${addDays(k.nextMonday, 21)} 16:00`,
      notes: 'Cambio',
      color: '#445566',
      breakMinutes: 5,
      lunchMinutes: 5,
    }),
  },
  'POST /api/shifts/copy-week/:fromweek/:toweek': {
    method: 'POST',
    url: () => `/api/shifts/copy-week/${addDays(k.thisMonday, -7 * 30)}/${k.nextMonday}`,
    schema: copyWeekBodySchema,
    valid: () => ({ usersIds: [] }),
  },
  'POST /api/shifts/publish-unpublish': {
    method: 'POST',
    url: () => '/api/shifts/publish-unpublish',
    schema: publishSchema,
    valid: () => ({ publishOrUnpublish: 'publish', day: monday() }),
  },
};

const send = (route: BodyRoute, body: string, contentType = 'application/json') =>
  k.t.app.inject({
    method: route.method,
    url: route.url(),
    headers: { ...k.sessions.admin.headers, 'content-type': contentType },
    body,
  });

async function expectRefusedUnchanged(request: () => ReturnType<typeof send>, status?: number) {
  const before = await stored();
  const response = await request();
  expectErrorBody(response, status === undefined ? {} : { status });
  expect(await stored()).toBe(before);
}

/** The contract is the oracle: refused → 400 and nothing changes; accepted → never a 5xx. */
async function checkBody(route: BodyRoute, payload: unknown) {
  const text = JSON.stringify(payload) ?? 'null';
  if (!route.schema.safeParse(JSON.parse(text)).success) {
    await expectRefusedUnchanged(() => send(route, text), 400);
    return;
  }
  const response = await send(route, text);
  if (response.statusCode >= 400) expectErrorBody(response);
  else expect(response.json()).toMatchObject({ success: true });
}

const TEXTS = ['\u0000', "'; DROP TABLE shifts; --", 'Ñandú 🚀', '2026-02-30 08:00', '24:00'];

for (const [key, route] of Object.entries(ROUTES)) {
  describe(key, () => {
    it('refuses malformed JSON, bodies that are not objects and non-JSON media types', async () => {
      for (const body of ['{', '{"a" 1}', "{'a':1}", 'nul']) {
        await expectRefusedUnchanged(() => send(route, body), 400);
      }
      for (const body of ['[]', '"texto"', '42', 'null', 'true']) {
        await checkBody(route, JSON.parse(body));
      }
      await expectRefusedUnchanged(
        () => send(route, 'a=1', 'application/x-www-form-urlencoded'),
        415,
      );
      await expectRefusedUnchanged(
        () => send(route, JSON.stringify(route.valid()), 'text/plain'),
        415,
      );
    });

    it('answers every wrong value of every field with a Spanish 4xx', async () => {
      await tryEveryWrongField(route.valid, TEXTS, (payload) => checkBody(route, payload));
    });

    it('never answers a 5xx to arbitrary bodies (property)', async () => {
      await tryArbitraryBodies(route.valid, TEXTS, (payload) => checkBody(route, payload));
    });
  });
}

describe('path parameters', () => {
  const pieces = fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '99999999999',
      'null',
      '%20',
      'this',
      '2026-13-01',
    ),
    fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  );

  it('never answers a 5xx to any path segment, and refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(pieces, pieces, async (a, b) => {
        const before = await stored();
        for (const [method, url] of [
          ['GET', `/api/shifts/${a}`],
          ['PATCH', `/api/shifts/${a}/${b}`],
          ['DELETE', `/api/shifts/${a}/${b}`],
          ['POST', `/api/shifts/copy-week/${a}/${b}`],
          ['GET', `/api/shifts/actual/${a}/${b}`],
          ['GET', `/api/shifts/today/${a}`],
        ] as const) {
          const response = await k.t.app.inject({
            method,
            url,
            headers: k.sessions.admin.headers,
            ...(method === 'PATCH' && { payload: ROUTES['PATCH /api/shifts/:id/:scope']!.valid() }),
          });
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorBody(response);
        }
        expect(await stored()).toBe(before);
      }),
      { numRuns: 80 },
    );
  });
});
