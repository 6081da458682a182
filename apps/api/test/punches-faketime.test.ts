/**
 * A forgotten exit seen from outside (DECISIONS §10): the real server process, its clock set by
 * libfaketime, started on Monday and again on Tuesday on the same data. Monday's punch without
 * exit is sin salida on Tuesday: it blocks nothing, no Punch Out closes it, its hours are 0 in the
 * list, the summary and the CSV, and each event recorded left its history row. On PostgreSQL the
 * server runs on a fresh test database.
 */
import type { HistoryRow } from '@app/contract/punch-history';
import { PUNCH_TEXTS, type Punch, type PunchSummaryRow } from '@app/contract/punches';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  cleanUpServers,
  startServer,
  stop,
  tempDataDir,
  withAdmin,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
} from './spawned-server';
import { openTestDatabase } from './test-database';

afterEach(cleanUpServers);
let closeDatabase = async () => {};
afterAll(() => closeDatabase());

/** Starts the server with its clock at `utc` ('YYYY-MM-DD HH:mm:ss', UTC) and signs in the admin. */
async function serverAt(dataDir: string, env: Record<string, string>, utc: string) {
  const server = await startServer(dataDir, { ...env, TZ: 'UTC' }, { faketime: `@${utc}` });
  const auth = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token, result } = (await auth.json()) as { token: string; result: { id: number } };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  };
  return { server, call, adminId: result.id };
}

const MARCH = { fromDate: '2030-03-01', toDate: '2030-03-31' };
const summaryOf = async (call: Awaited<ReturnType<typeof serverAt>>['call']) =>
  (await call('POST', '/punches/summary', MARCH)).json<{ data: PunchSummaryRow[] }>().data[0];

describe('a forgotten exit, the server process under faketime', () => {
  it('Monday in without out; on Tuesday it is sin salida everywhere and blocks nothing', async () => {
    const dataDir = tempDataDir();
    const env: Record<string, string> = { ...withAdmin };
    if (process.env.TEST_DATABASE_URL) {
      const database = await openTestDatabase();
      closeDatabase = () => database.close();
      env.DATABASE_URL = database.url!;
    }
    // Monday 25 March 2030, 09:30 in Madrid (UTC+1): the admin's shifts of Monday and Tuesday.
    let s: Awaited<ReturnType<typeof serverAt>> = await serverAt(
      dataDir,
      env,
      '2030-03-25 08:30:00',
    );
    const created = await s.call('POST', '/shifts', {
      startDateTime: '2030-03-25T09:00:00+01:00',
      endDateTime: '2030-03-25T17:00:00+01:00',
      usersId: [s.adminId],
      repeatEndDate: '2030-03-26',
      daysOfWeek: [1, 2],
    });
    expect(created.status, created.text).toBe(201);
    const published = await s.call('POST', '/shifts/publish-unpublish', {
      publishOrUnpublish: 'publish',
      startofweek: '2030-03-25',
    });
    expect(published.status, published.text).toBe(200);
    const monday = await s.call('POST', '/punches/add', { type: 'I' });
    expect(monday.status, monday.text).toBe(201);
    const mondayId = monday.json<{ data: Punch }>().data.id;
    expect(await summaryOf(s.call)).toMatchObject({ arriveLateCount: 1, missingOutCount: 0 });
    expect((await stop(s.server)).code).toBe(0);

    // Tuesday 08:40: Monday's shift ended at 17:00, so the punch has been sin salida since 21:00.
    s = await serverAt(dataDir, env, '2030-03-26 07:40:00');
    const recent = (await s.call('GET', `/punches/${s.adminId}`)).json<{
      data: Punch[];
      forgottenPunch: Punch | null;
    }>();
    expect(recent.data[0]).toMatchObject({ id: mondayId, missingOut: true, workedHours: 0 });
    expect(recent.forgottenPunch?.id).toBe(mondayId);
    const out = await s.call('POST', '/punches/add', { type: 'O' });
    expect([out.status, out.json<{ message: string }>().message]).toEqual([
      409,
      PUNCH_TEXTS.missingOut('25/03/2030'),
    ]);
    const tuesday = await s.call('POST', '/punches/add', { type: 'I' });
    expect(tuesday.status, tuesday.text).toBe(201);
    const tuesdayId = tuesday.json<{ data: Punch }>().data.id;
    const closed = await s.call('POST', '/punches/add', { type: 'O' });
    expect(closed.json<{ data: Punch }>().data).toMatchObject({ id: tuesdayId, missingOut: false });

    // Monday's late arrival counts nothing now; Tuesday's early one does.
    expect(await summaryOf(s.call)).toMatchObject({
      arriveLateCount: 0,
      arriveEarlyCount: 1,
      missingOutCount: 1,
    });
    const csv = (await s.call('POST', '/punches/export', MARCH)).text;
    const line = csv
      .split('\r\n')
      .find((row) => row.includes(',25/03/2030,'))!
      .split(',');
    expect([line[6], line[15]]).toEqual(['0.00', 'Sin salida']);
    const history = async (id: number) =>
      (await s.call('GET', `/punches/${id}/history`))
        .json<{ data: HistoryRow[] }>()
        .data.map((row) => [row.action, row.actorId]);
    expect(await history(mondayId)).toEqual([['I', s.adminId]]);
    expect(await history(tuesdayId)).toEqual([
      ['I', s.adminId],
      ['O', s.adminId],
    ]);
    expect((await stop(s.server)).code).toBe(0);
  }, 240_000);
});
