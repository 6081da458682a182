import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { addDays, calendarDateId, daysInMonth, monthFirstDay } from '@app/contract/dates';
import { like, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { sessions, users } from '../src/db/schema/index';
import { hashToken, randomToken } from '../src/lib/crypto';
import { companyClock } from '../src/lib/time';
import { measureRounds, SETTINGS, type Target } from './measure';
import { noisePng } from './png';
import { BENCH_TIME_ZONE } from './server-process';
import type { LoadRow } from './targets';

/**
 * Issue 4. The burst: 500 usuarios, each with a published shift today, punch in at once from 50
 * connections (a 150 KB photo upload, then the punch) while an admin keeps reading the punch list.
 * The month analysis: POST /api/punches/summary for a month of 500 users who have punched every
 * day for a year, against the raw SQL it runs.
 */
export const PUNCHES = {
  users: 500,
  connections: 50,
  photoBytes: 150 * 1024,
  /** days of punches (and shifts) before today */
  historyDays: 365,
  summaryConnections: 10,
  rounds: Math.min(SETTINGS.rounds, 2),
  /**
   * From one connection a route answers some 15 times a second: more alternating rounds, so that
   * a passing load on the machine does not land on one of the pair only.
   */
  aloneRounds: SETTINGS.rounds + 1,
} as const;

const EMAIL = (i: number | string) => `fichaje.${i}@bench.example`;
const EMAIL_LIKE = EMAIL('%');

export type PunchSeed = {
  todayId: number;
  userIds: number[];
  tokens: string[];
  month: { fromDate: string; toDate: string; fromId: number; toId: number };
};

/** The calendar month before the one of `today` (YYYY-MM-DD). */
function previousMonth(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const fromDate = monthFirstDay(y, m);
  const toDate = `${fromDate.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}`;
  return { fromDate, toDate, fromId: calendarDateId(fromDate), toId: calendarDateId(toDate) };
}

/**
 * 500 usuarios signed in (sessions written directly, tokens kept), each with a published 8-hour
 * shift every day of the past year (starting at 07:00, 09:00 or 11:00 Madrid) and one running
 * today, and a
 * closed punch on every past day, arriving between 25 min early and 15 min late and leaving
 * between 20 min early and 30 min late, with photo keys and notes as the app writes them.
 */
export async function seedPunches({ db }: Database): Promise<PunchSeed> {
  const today = companyClock(BENCH_TIME_ZONE).dateOf(new Date());
  const first = addDays(today, -PUNCHES.historyDays);
  const todayId = calendarDateId(today);
  await db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT 'Fichaje ' || lpad(i::text, 3, '0') || ' Ibáñez', 'fichaje.' || i || '@bench.example',
      'usuario', now()
    FROM generate_series(1, ${PUNCHES.users}) AS i`),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, EMAIL_LIKE))
    .orderBy(users.id);
  const userIds = rows.map((row) => row.id);
  const tokens = userIds.map(() => randomToken());
  await db.insert(sessions).values(
    userIds.map((userId, i) => ({
      tokenHash: hashToken(tokens[i]!),
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id, break_minutes,
      lunch_minutes, notes, published)
    SELECT u.id, gen_random_uuid(),
      (d::date + make_time(7 + (u.id % 3) * 2, 0, 0)) AT TIME ZONE '${BENCH_TIME_ZONE}',
      (d::date + make_time(15 + (u.id % 3) * 2, 0, 0)) AT TIME ZONE '${BENCH_TIME_ZONE}',
      to_char(d, 'YYYYMMDD')::int, 15, 30, 'Turno de ocho horas', true
    FROM users u, generate_series(date '${first}', date '${addDays(today, -1)}', interval '1 day') AS d
    WHERE u.email LIKE '${EMAIL_LIKE}'`),
  );
  // Today's shift is running when the burst punches in, whatever the hour the benchmark is run
  // (Punch In opens only around a shift, DECISIONS §5): from two hours ago (at the earliest
  // today's midnight) for eight hours.
  await db.execute(
    sql.raw(`
    INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id, break_minutes,
      lunch_minutes, notes, published)
    SELECT u.id, gen_random_uuid(), t.start_at, t.start_at + interval '8 hours', ${todayId}, 15, 30,
      'Turno de ocho horas', true
    FROM users u CROSS JOIN (SELECT greatest(date '${today}'::timestamp AT TIME ZONE '${BENCH_TIME_ZONE}',
      date_trunc('minute', now()) - interval '2 hours') AS start_at) t
    WHERE u.email LIKE '${EMAIL_LIKE}'`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO punches (user_id, calendar_date_id, date_in, date_out, img_in, img_out, notes_in,
      notes_out, created_at, updated_at)
    SELECT s.user_id, s.calendar_date_id, t.date_in, t.date_out,
      s.user_id || '-' || s.calendar_date_id || '-I-' || substr(md5(random()::text), 1, 16) || '.png',
      s.user_id || '-' || s.calendar_date_id || '-O-' || substr(md5(random()::text), 1, 16) || '.png',
      'Entrada', 'Salida', t.date_in, t.date_out
    FROM shifts s
    JOIN users u ON u.id = s.user_id
    CROSS JOIN LATERAL (SELECT
      s.start_at + (random() * 40 - 25) * interval '1 minute' AS date_in,
      s.end_at + (random() * 50 - 20) * interval '1 minute' AS date_out) t
    WHERE u.email LIKE '${EMAIL_LIKE}' AND s.calendar_date_id < ${todayId}`),
  );
  // As a database that has lived a year would have: planner statistics of the bulk load.
  await db.execute(sql.raw('ANALYZE'));
  return { todayId, userIds, tokens, month: previousMonth(today) };
}

type Reply = { status: number; body: string; ms: number };

/** One HTTP request on a keep-alive agent; a network failure answers status 0. */
function send(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: Buffer | string,
): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, {
      agent,
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const failed = (error: Error) =>
      resolve({ status: 0, body: error.message, ms: performance.now() - started });
    request.on('error', failed);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (part: Buffer) => chunks.push(part));
      response.on('error', failed);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    request.end(body);
  });
}

/** The browser's FormData of a punch photo: the action field, then the file. */
function photoForm(png: Buffer) {
  const boundary = `----BenchPunch${randomUUID().replaceAll('-', '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nI\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="punch.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

type PunchIn = { upload: Reply; add?: Reply; error?: string };

/** A punch-in as the punch dialog does it: upload the photo, then POST the punch with its key. */
async function punchIn(
  agent: http.Agent,
  baseUrl: string,
  token: string,
  png: Buffer,
): Promise<PunchIn> {
  const authorization = `Bearer ${token}`;
  const form = photoForm(png);
  const upload = await send(
    agent,
    `${baseUrl}/api/files/upload`,
    { authorization, 'content-type': form.type },
    form.body,
  );
  if (upload.status !== 201) return { upload, error: `upload ${upload.status} ${upload.body}` };
  const { key } = JSON.parse(upload.body) as { key: string };
  const add = await send(
    agent,
    `${baseUrl}/api/punches/add`,
    { authorization, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    JSON.stringify({ type: 'I', img: key, notes: 'Entrada del turno' }),
  );
  const data = add.status === 201 ? (JSON.parse(add.body) as { data?: { imgIn?: string } }) : {};
  if (add.status !== 201 || !data.data?.imgIn) {
    return { upload, add, error: `add ${add.status} ${add.body}` };
  }
  return { upload, add };
}

/** Latency figures of one series of requests of the burst (milliseconds). */
export type BurstSeries = {
  label: string;
  connections: number;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
};
export type BurstResult = {
  clients: number;
  photoBytes: number;
  elapsedMs: number;
  /** today's punches in the database with a photo key whose stored file is the uploaded one */
  recorded: number;
  /** CPU the server process used during the burst (all threads), per punch-in */
  serverCpuMs: number;
  series: BurstSeries[];
  firstError?: string;
};

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function series(
  label: string,
  connections: number,
  replies: (Reply | undefined)[],
  seconds: number,
  errors: number,
): BurstSeries {
  const ms = replies
    .filter((reply): reply is Reply => reply !== undefined)
    .map((reply) => reply.ms)
    .sort((a, b) => a - b);
  return {
    label,
    connections,
    count: ms.length,
    rps: ms.length / seconds,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.at(-1) ?? NaN,
    errors,
  };
}

/** Every seeded user punched in once today, with a photo whose stored file is the upload. */
async function countRecorded(baseUrl: string, seed: PunchSeed, size: number) {
  const response = await fetch(`${baseUrl}/api/__bench/punch-day?day=${seed.todayId}`);
  if (!response.ok) throw new Error(`punch-day: ${response.status}`);
  const { data } = (await response.json()) as {
    data: { userId: number; imgIn: string | null; storedBytes: number | null }[];
  };
  const expected = new Set(seed.userIds);
  const good = data.filter(
    (row) =>
      expected.delete(row.userId) &&
      row.imgIn !== null &&
      row.imgIn.startsWith(`${row.userId}-${seed.todayId}-I-`) &&
      row.storedBytes === size,
  );
  if (data.length !== good.length) {
    throw new Error(
      `today: ${data.length} punches, ${good.length} of them seeded users with photos`,
    );
  }
  return good.length;
}

/** What the burst reads of the server besides HTTP: its CPU clock. */
export type ServerSide = { cpuMs: () => number };

/**
 * The burst. A warm-up of photo uploads from all 50 connections and list reads by the admin first
 * (a running server, not a cold one), then all punch-ins, 50 at a time, each over its own keep-alive connection, and
 * one more connection reading the first page of the punch list (the admin's screen) until the
 * last punch-in has answered.
 */
async function benchBurst(
  baseUrl: string,
  auth: Record<string, string>,
  seed: PunchSeed,
  { cpuMs }: ServerSide,
): Promise<BurstResult> {
  const png = noisePng(PUNCHES.photoBytes);
  const listAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const burstAgent = new http.Agent({ keepAlive: true, maxSockets: PUNCHES.connections });
  const readList = () =>
    send(
      listAgent,
      `${baseUrl}/api/punches/getPunches`,
      { ...auth, 'content-type': 'application/json' },
      JSON.stringify({ page: 1, limit: 10 }),
    );
  try {
    // A server that has been serving its users: rounds of photo uploads from every connection
    // (its code compiled, its database connections open) while the admin reads the list.
    for (let round = 0; round < 3; round++) {
      const warm = await Promise.all([
        ...Array.from({ length: PUNCHES.connections }, () => {
          const form = photoForm(png);
          return send(
            burstAgent,
            `${baseUrl}/api/files/upload`,
            { ...auth, 'content-type': form.type },
            form.body,
          );
        }),
        readList(),
      ]);
      const failed = warm.find((reply) => reply.status !== 201 && reply.status !== 200);
      if (failed) throw new Error(`warm-up: ${failed.status} ${failed.body}`);
    }

    const reads: Reply[] = [];
    let done = false;
    const reader = (async () => {
      while (!done) reads.push(await readList());
    })();
    const results: PunchIn[] = [];
    let next = 0;
    const cpuBefore = cpuMs();
    const started = performance.now();
    const worker = async () => {
      while (next < seed.tokens.length) {
        const index = next++;
        results[index] = await punchIn(burstAgent, baseUrl, seed.tokens[index]!, png);
      }
    };
    await Promise.all(Array.from({ length: PUNCHES.connections }, worker));
    const elapsedMs = performance.now() - started;
    done = true;
    await reader;
    const serverCpuMs = (cpuMs() - cpuBefore) / seed.tokens.length;

    const seconds = elapsedMs / 1000;
    const failed = results.filter((result) => result.error);
    const pairs = results
      .filter((result) => !result.error)
      .map((result) => ({ status: 201, body: '', ms: result.upload.ms + result.add!.ms }));
    const badReads = reads.filter((reply) => reply.status !== 200);
    const uploadErrors = results.filter((result) => result.upload.status !== 201).length;
    return {
      clients: seed.tokens.length,
      photoBytes: png.length,
      elapsedMs,
      serverCpuMs,
      recorded: await countRecorded(baseUrl, seed, png.length),
      series: [
        series(
          'POST /api/files/upload (150 KB photo)',
          PUNCHES.connections,
          results.map((r) => r.upload),
          seconds,
          uploadErrors,
        ),
        series(
          'POST /api/punches/add (type I)',
          PUNCHES.connections,
          results.map((r) => r.add),
          seconds,
          failed.length - uploadErrors,
        ),
        series('punch-in: upload + add', PUNCHES.connections, pairs, seconds, failed.length),
        series(
          'POST /api/punches/getPunches (admin, meanwhile)',
          1,
          reads,
          seconds,
          badReads.length,
        ),
      ],
      ...((failed[0]?.error ?? badReads[0]?.body) && {
        firstError: failed[0]?.error ?? badReads[0]?.body,
      }),
    };
  } finally {
    listAgent.destroy();
    burstAgent.destroy();
  }
}

type SummaryRow = Record<string, string | number>;

/** The endpoint must show exactly the rows of the raw SQL, or the ratio means nothing. */
async function assertSameSummary(baseUrl: string, auth: Record<string, string>, seed: PunchSeed) {
  const { month } = seed;
  const response = await fetch(`${baseUrl}/api/punches/summary`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fromDate: month.fromDate, toDate: month.toDate }),
  });
  if (!response.ok) throw new Error(`summary: ${response.status} ${await response.text()}`);
  const real = ((await response.json()) as { data: SummaryRow[] }).data;
  const rawResponse = await fetch(
    `${baseUrl}/api/__bench/raw-punch-summary?from=${month.fromId}&to=${month.toId}`,
  );
  const raw = ((await rawResponse.json()) as { data: SummaryRow[] }).data;
  const numbers = (row: SummaryRow) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, key === 'userName' ? value : Number(value)]),
    );
  const differs = real.some(
    (row, i) => JSON.stringify(numbers(row)) !== JSON.stringify(numbers(raw[i] ?? {})),
  );
  if (real.length !== PUNCHES.users || raw.length !== real.length || differs) {
    throw new Error(`summary: not the rows of the raw SQL (${real.length} / ${raw.length} rows)`);
  }
  if (!real.every((row) => Number(row.arriveEarlyCount) + Number(row.arriveLateCount) > 20)) {
    throw new Error('summary: a user without a month of punches');
  }
}

async function benchSummary(
  baseUrl: string,
  auth: Record<string, string>,
  seed: PunchSeed,
): Promise<LoadRow[]> {
  await assertSameSummary(baseUrl, auth, seed);
  const { month } = seed;
  const { summaryConnections, rounds } = PUNCHES;
  const routes: (Target & { route: string; raw?: string })[] = [
    {
      route: 'raw month summary query',
      url: `${baseUrl}/api/__bench/raw-punch-summary?from=${month.fromId}&to=${month.toId}`,
      headers: {},
    },
    {
      route: 'POST /api/punches/summary (month)',
      url: `${baseUrl}/api/punches/summary`,
      headers: { ...auth, 'content-type': 'application/json' },
      method: 'POST',
      body: JSON.stringify({ fromDate: month.fromDate, toDate: month.toDate }),
      raw: 'raw month summary query',
    },
  ];
  const loaded = await measureRounds(routes, { connections: summaryConnections, rounds });
  const single = routes.map((target) => ({
    ...target,
    route: `${target.route}, 1 conn.`,
    raw: target.raw && `${target.raw}, 1 conn.`,
  }));
  const alone = await measureRounds(single, { connections: 1, rounds: PUNCHES.aloneRounds });
  return [
    ...routes.map(({ route, raw }, i) => ({
      scenario: 'summary',
      route,
      raw,
      connections: summaryConnections,
      ...loaded[i]!,
    })),
    ...single.map(({ route, raw }, i) => ({
      scenario: 'summary',
      route,
      raw,
      connections: 1,
      ...alone[i]!,
    })),
  ];
}

export type PunchResults = { burst: BurstResult; summary: LoadRow[] };

/** The burst first (today's punches), then the analysis of last month (untouched by the burst). */
export async function benchPunches(
  baseUrl: string,
  auth: Record<string, string>,
  seed: PunchSeed,
  server: ServerSide,
): Promise<PunchResults> {
  const burstResult = await benchBurst(baseUrl, auth, seed, server);
  if (burstResult.firstError)
    console.warn(`punch-in burst, first failure: ${burstResult.firstError}`);
  return { burst: burstResult, summary: await benchSummary(baseUrl, auth, seed) };
}
