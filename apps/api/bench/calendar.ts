import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { measureRounds, SETTINGS, type Target } from './measure';
import type { LoadRow } from './targets';

/**
 * Issue 3: the week view of 500 users with a full week of shifts, and the month view, against the
 * two raw SQL queries that read the same rows (active users; the period's shifts). Each answer is
 * about a megabyte (the month several), so they are loaded from 10 connections, not 50.
 */
export const CALENDAR = {
  extraUsers: 200, // with the 300 of the base seed: 500 users with shifts (+ the admin, without)
  monday: '2026-03-02',
  week: { from: 20260302, to: 20260308 },
  /** The same shifts a week later, with 10 % of the users away (DECISIONS §11). */
  absencesMonday: '2026-03-09',
  absences: { every: 10, pendingEvery: 30, from: 20260309, to: 20260313, holiday: 20260313 },
  month: { month: 3, year: 2026, from: 20260301, to: 20260331 },
  connections: 10,
  rounds: Math.min(SETTINGS.rounds, 2),
} as const;

/** 200 more usuarios, then a shift a day (09:00–17:00 Madrid, published) for every non-admin
 * user over the whole month: 500 × 31 rows, 3 500 of them in the measured week. */
export async function seedCalendar({ db }: Database) {
  await db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT 'Calendario ' || lpad(i::text, 3, '0') || ' Núñez', 'calendario.' || i || '@bench.example',
      'usuario', now()
    FROM generate_series(1, ${CALENDAR.extraUsers}) AS i`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id, break_minutes,
      lunch_minutes, notes, published)
    SELECT u.id, gen_random_uuid(), (d::date + time '09:00') AT TIME ZONE 'Europe/Madrid',
      (d::date + time '17:00') AT TIME ZONE 'Europe/Madrid', to_char(d, 'YYYYMMDD')::int, 15, 30,
      'Turno de mañana y tarde', true
    FROM users u, generate_series(date '2026-03-01', date '2026-03-31', interval '1 day') AS d
    WHERE u.role <> 'admin'`),
  );
  // Issue 27: one user in ten away Monday to Friday of the second week (one in thirty of them
  // still pending), and a holiday that Friday: the week with absences, beside the same week without.
  const { every, pendingEvery, from, to, holiday } = CALENDAR.absences;
  await db.execute(
    sql.raw(`
    INSERT INTO absences (user_id, type, from_day, to_day, status, requested_by, requested_at)
    SELECT u.id, 'vacation', ${from}, ${to},
      CASE WHEN u.id % ${pendingEvery} = 0 THEN 'pending' ELSE 'approved' END, u.id, now()
    FROM users u WHERE u.role <> 'admin' AND u.id % ${every} = 0`),
  );
  await db.execute(
    sql.raw(`INSERT INTO holidays (day, name) VALUES (${holiday}, 'Fiesta del benchmark')
      ON CONFLICT DO NOTHING`),
  );
}

type Shift = { id: number; userId: number };
type WeekAnswer = {
  shifts: { id: number; days: { Shifts: Shift[] }[]; absences: { date: string }[] }[];
  holidays: { date: string }[];
};
type MonthAnswer = { shifts: { shifts: Shift[] }[] };
type RawAnswer = { users: { id: number }[]; shifts: Shift[] };

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

const getRaw = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as RawAnswer;
};

const sortedIds = (shifts: Shift[]) => shifts.map((s) => s.id).sort((a, b) => a - b);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The endpoint must show exactly the rows the raw queries read, or the ratio means nothing. */
async function assertSameRows(baseUrl: string, auth: Record<string, string>) {
  const { week, month } = CALENDAR;
  const weekAnswer = (await post(`${baseUrl}/api/shifts/get-shifts`, auth, {
    startofweek: CALENDAR.monday,
  })) as WeekAnswer;
  const weekRaw = await getRaw(
    `${baseUrl}/api/__bench/raw-calendar?from=${week.from}&to=${week.to}`,
  );
  const afresh = (await post(
    `${baseUrl}/api/__bench/calendar-afresh`,
    {},
    {
      startofweek: CALENDAR.monday,
    },
  )) as WeekAnswer;
  if (JSON.stringify(afresh) !== JSON.stringify(weekAnswer)) {
    throw new Error('week view: the calendar rendered afresh differs from the one served');
  }
  const weekShifts = weekAnswer.shifts.flatMap((row) => row.days.flatMap((day) => day.Shifts));
  if (
    !same(
      weekAnswer.shifts.map((row) => row.id),
      weekRaw.users.map((user) => user.id),
    ) ||
    !same(sortedIds(weekShifts), sortedIds(weekRaw.shifts)) ||
    weekShifts.length !== 7 * 500
  ) {
    throw new Error(`week view: not the rows of the raw queries (${weekShifts.length} shifts)`);
  }
  // The week with absences: the same shifts, and one user in ten away five days.
  const away = (await post(`${baseUrl}/api/shifts/get-shifts`, auth, {
    startofweek: CALENDAR.absencesMonday,
  })) as WeekAnswer;
  const awayRows = away.shifts.filter((row) => row.absences.length > 0);
  const awayShifts = away.shifts.flatMap((row) => row.days.flatMap((day) => day.Shifts));
  if (
    awayRows.length < 45 ||
    awayRows.some((row) => row.absences.length !== 5) ||
    away.holidays.length !== 1 ||
    awayShifts.length !== 7 * 500
  ) {
    throw new Error(
      `week with absences: ${awayRows.length} users away, ${awayShifts.length} shifts`,
    );
  }
  const monthAnswer = (await post(`${baseUrl}/api/shifts/get-shifts`, auth, {
    month: month.month,
    year: month.year,
  })) as MonthAnswer;
  const monthRaw = await getRaw(
    `${baseUrl}/api/__bench/raw-calendar?from=${month.from}&to=${month.to}`,
  );
  const monthShifts = monthAnswer.shifts.flatMap((group) => group.shifts);
  if (
    !same(sortedIds(monthShifts), sortedIds(monthRaw.shifts)) ||
    monthShifts.length !== 31 * 500
  ) {
    throw new Error(`month view: not the rows of the raw queries (${monthShifts.length} shifts)`);
  }
}

export async function benchCalendar(
  baseUrl: string,
  auth: Record<string, string>,
): Promise<LoadRow[]> {
  await assertSameRows(baseUrl, auth);
  const { week, month, connections, rounds } = CALENDAR;
  // Asked as a browser asks: it accepts a gzipped answer (lib/versioned-cache).
  const json = {
    ...auth,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  const routes: (Target & { route: string; raw?: string; informational?: boolean })[] = [
    {
      route: 'raw week query (users + shifts)',
      url: `${baseUrl}/api/__bench/raw-calendar?from=${week.from}&to=${week.to}`,
      headers: {},
    },
    {
      route: 'POST /api/shifts/get-shifts (week)',
      url: `${baseUrl}/api/shifts/get-shifts`,
      headers: json,
      method: 'POST',
      body: JSON.stringify({ startofweek: CALENDAR.monday }),
      raw: 'raw week query (users + shifts)',
    },
    {
      route: 'the same week rendered afresh (after a change)',
      url: `${baseUrl}/api/__bench/calendar-afresh`,
      headers: { 'content-type': 'application/json' },
      method: 'POST',
      body: JSON.stringify({ startofweek: CALENDAR.monday }),
      raw: 'raw week query (users + shifts)',
      informational: true,
    },
    {
      route: 'POST /api/shifts/get-shifts (week of 500 users with absences)',
      url: `${baseUrl}/api/shifts/get-shifts`,
      headers: json,
      method: 'POST',
      body: JSON.stringify({ startofweek: CALENDAR.absencesMonday }),
      raw: 'POST /api/shifts/get-shifts (week)',
    },
    {
      // Issue 27: the cost of the absences where it is paid, rendering: within 1.5× the same week
      // without them, rendered afresh.
      route: 'the week with absences rendered afresh',
      url: `${baseUrl}/api/__bench/calendar-afresh`,
      headers: { 'content-type': 'application/json' },
      method: 'POST',
      body: JSON.stringify({ startofweek: CALENDAR.absencesMonday }),
      raw: 'the same week rendered afresh (after a change)',
    },
    {
      route: 'raw month query (users + shifts)',
      url: `${baseUrl}/api/__bench/raw-calendar?from=${month.from}&to=${month.to}`,
      headers: {},
    },
    {
      route: 'POST /api/shifts/get-shifts (month)',
      url: `${baseUrl}/api/shifts/get-shifts`,
      headers: json,
      method: 'POST',
      body: JSON.stringify({ month: month.month, year: month.year }),
      raw: 'raw month query (users + shifts)',
    },
  ];
  const figures = await measureRounds(routes, { connections, rounds });
  // The week again from one connection (served, and afresh; without and with absences): its
  // latency without queueing behind nine others.
  const single = routes.slice(0, 5).map((target) => ({
    ...target,
    route: `${target.route}, 1 conn.`,
    raw: target.raw && `${target.raw}, 1 conn.`,
  }));
  const singleFigures = await measureRounds(single, { connections: 1, rounds });
  return [
    ...routes.map(({ route, raw, informational }, index) => ({
      scenario: 'calendar',
      route,
      raw,
      informational,
      connections,
      ...figures[index]!,
    })),
    ...single.map(({ route, raw, informational }, index) => ({
      scenario: 'calendar',
      route,
      raw,
      informational,
      connections: 1,
      ...singleFigures[index]!,
    })),
  ];
}
