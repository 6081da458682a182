/**
 * Whatever a caller sends to the correction and period calls, the answer is never a 5xx: a body the
 * contract refuses is a Spanish 400 that changes nothing; one it accepts is done, or refused by a
 * rule of DECISIONS §10 with its Spanish 4xx, changing nothing.
 */
import { reopenPeriodSchema } from '@app/contract/periods';
import {
  approveCorrectionSchema,
  correctionListQuerySchema,
  createCorrectionSchema,
  rejectCorrectionSchema,
} from '@app/contract/punch-corrections';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties, type BadInputRoute } from '../../../test/body-properties';
import {
  correctionsTestKit,
  type CorrectionsKit,
  type Session,
} from '../../../test/kits/punch-corrections-test-kit';
import { periods, punchBreaks, punchCorrections, punches } from '../../db/schema/index';

let k: CorrectionsKit;
let office: Session;
let admin: Session;
let worker: Session;
let punchId: number;
let pendingIds: number[] = [];
beforeAll(async () => {
  k = await correctionsTestKit();
  admin = await k.newUser('admin');
  office = await k.newUser('office');
  worker = await k.newUser('usuario');
  punchId = (await k.punchOn(worker.id, '2026-11-16', '08:00', null)).id;
  pendingIds = [];
  for (const day of ['2026-11-17', '2026-11-18']) {
    const punch = await k.punchOn(worker.id, day, '08:00', null);
    const asked = await k.request(worker, {
      punchId: punch.id,
      dateOut: `${day} 16:00`,
      reason: 'Olvidé la salida',
    });
    pendingIds.push(asked.json<{ data: { id: number } }>().data.id);
  }
});
afterAll(() => k.close());

/** Everything a refused call must leave as it was. */
const state = async () => ({
  corrections: await k.db.select().from(punchCorrections).orderBy(asc(punchCorrections.id)),
  punches: await k.db.select().from(punches).orderBy(asc(punches.id)),
  breaks: await k.db.select().from(punchBreaks).orderBy(asc(punchBreaks.id)),
  periods: await k.db.select().from(periods),
  history: (await k.historyRows()).length,
});

const TEXTS = [
  '\u0000',
  "'; DROP TABLE punches; --",
  'Ñandú 🚀',
  '2026-02-30 08:00',
  '2026-11-16 25:00',
  '2026-11-16T08:00:00+99:00',
  '20261116',
  '2026-11',
];

type Route = BadInputRoute & { name: string; as: () => Session };
const ROUTES: Route[] = [
  {
    name: '/api/punch-corrections',
    method: 'POST',
    url: () => '/api/punch-corrections',
    schema: createCorrectionSchema,
    valid: () => ({ punchId, dateOut: '2026-11-16 16:00', reason: 'Olvidé la salida' }),
    as: () => worker,
  },
  {
    name: '/api/punch-corrections/:id/approve',
    method: 'POST',
    url: () => `/api/punch-corrections/${pendingIds[0]}/approve`,
    schema: approveCorrectionSchema,
    valid: () => ({ note: 'Conforme', dateOut: '2026-11-17 15:30' }),
    as: () => office,
  },
  {
    name: '/api/punch-corrections/:id/reject',
    method: 'POST',
    url: () => `/api/punch-corrections/${pendingIds[1]}/reject`,
    schema: rejectCorrectionSchema,
    valid: () => ({ note: 'No consta' }),
    as: () => office,
  },
  {
    name: '/api/periods/:month/reopen',
    method: 'POST',
    url: () => '/api/periods/2026-09/reopen',
    schema: reopenPeriodSchema,
    valid: () => ({ reason: 'Revisión' }),
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
      // A valid body refused by a rule: the pending one exists, it was decided, the month is open.
      refused: (response) => {
        const body = expectErrorBody(response);
        expect([400, 403, 404, 409]).toContain(response.statusCode);
        expect(body.message).toMatch(/[a-záéíóúñ]/i);
      },
      state,
    });
  });
}

describe('GET /api/punch-corrections', () => {
  const VALUES = [
    '',
    '0',
    '-1',
    '1.5',
    'x',
    '101',
    '99999999999',
    'pending',
    'PENDING',
    '\u0000',
    '%00',
  ];
  const KEYS = ['status', 'userId', 'page', 'limit'];
  it('answers every query with a success or a Spanish 400', async () => {
    for (const key of KEYS) {
      for (const value of VALUES) {
        const response = await k.list(office, `?${key}=${encodeURIComponent(value)}`);
        const parsed = correctionListQuerySchema.safeParse({ [key]: value });
        if (parsed.success) expect(response.statusCode, response.body).toBe(200);
        else expectErrorBody(response, { status: 400 });
      }
    }
  });
});
