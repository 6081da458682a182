/**
 * Whatever a caller sends to the punch reading calls (list, summary, export), the answer is never
 * a 5xx: a body the contract refuses is a Spanish 400; one it accepts is answered with a success.
 */
import { exportPunchesSchema, getPunchesSchema, punchSummarySchema } from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorBody } from '../../../test/api-checks';
import { tryArbitraryBodies, tryEveryWrongField } from '../../../test/body-properties';
import { punchesTestKit, type PunchesKit, type Session } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
let admin: Session;
beforeAll(async () => {
  k = await punchesTestKit();
  admin = await k.newUser('admin');
  expect((await k.punch(admin, { type: 'I', notes: 'Entrada' })).statusCode).toBe(201);
});
afterAll(() => k.close());

type ReadRoute = { url: string; schema: z.ZodType; valid: () => Record<string, unknown> };

const range = () => ({ fromDate: '2030-01-01', toDate: '2030-01-31', usersIds: [admin.id] });
const ROUTES: ReadRoute[] = [
  {
    url: '/api/punches/getPunches',
    schema: getPunchesSchema,
    valid: () => ({ ...range(), page: 1, limit: 10 }),
  },
  { url: '/api/punches/summary', schema: punchSummarySchema, valid: range },
  { url: '/api/punches/export', schema: exportPunchesSchema, valid: range },
];

const send = (route: ReadRoute, body: string, contentType = 'application/json') =>
  k.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...admin.headers, 'content-type': contentType },
    body,
  });

/** The contract is the oracle: refused → a Spanish 400; accepted → a 200 of the right kind. */
async function checkBody(route: ReadRoute, payload: unknown) {
  const text = JSON.stringify(payload) ?? 'null';
  const response = await send(route, text);
  if (!route.schema.safeParse(JSON.parse(text)).success) {
    expectErrorBody(response, { status: 400 });
    return;
  }
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  if (route.url.endsWith('/export')) expect(response.headers['content-type']).toMatch(/^text\/csv/);
  else expect(response.json()).toMatchObject({ success: true });
}

const TEXTS = ['\u0000', "'; DROP TABLE punches; --", 'Ñandú 🚀', '2030-02-30', '1999-12-31'];

for (const route of ROUTES) {
  describe(`POST ${route.url}`, () => {
    it('refuses malformed JSON and non-JSON media types', async () => {
      for (const body of ['{', '{"a" 1}', "{'a':1}", 'nul']) {
        expectErrorBody(await send(route, body), { status: 400 });
      }
      for (const body of ['[]', '"texto"', '42', 'null', 'true']) {
        await checkBody(route, JSON.parse(body));
      }
      expectErrorBody(await send(route, 'a=1', 'application/x-www-form-urlencoded'), {
        status: 415,
      });
    });

    it('answers every wrong value of every field with a Spanish 4xx', async () => {
      await tryEveryWrongField(route.valid, TEXTS, (payload) => checkBody(route, payload));
    });

    it('never answers a 5xx to arbitrary bodies (property)', async () => {
      await tryArbitraryBodies(route.valid, TEXTS, (payload) => checkBody(route, payload));
    });
  });
}
