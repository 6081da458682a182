import { PassThrough, type Readable } from 'node:stream';
import { calendarDateId, monthFirstDay, monthLastDay } from '@app/contract/dates';
import type { NumberStyle } from '@app/contract/number-style';
import {
  TIMESHEET_TEXTS,
  timesheetFileName,
  timesheetZipName,
  type timesheetQuerySchema,
} from '@app/contract/timesheets';
import { Zip, ZipPassThrough } from 'fflate';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertMayTouch, type SessionUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { absencesInRange, type AbsenceSpan } from '../absences/absences.queries';
import { holidaysInRange } from '../holidays/holidays.queries';
import type { DayShift } from '../punches/punches.queries';
import { timesheetMonth, type TimesheetPunch, type TimesheetUser } from './timesheet-month';
import type { TimesheetPool } from './timesheet-pdf-pool';
import {
  monthPunches,
  monthShifts,
  userById,
  usersByIds,
  usersWithShiftsOrPunches,
  type MonthRange,
} from './timesheets.repository';

export type TimesheetsDeps = {
  db: Db;
  clock: CompanyClock;
  pool: TimesheetPool;
  numberStyle: NumberStyle;
  /** PUNCH_FORGOTTEN_HOURS */
  forgottenHours: number;
  /** The company's name (COMPANY_NAME; by default MAIL_FROM's display name). */
  company: string;
  log: { error: (context: object, message: string) => void };
};

function monthRange(month: string): MonthRange {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return {
    fromDay: calendarDateId(monthFirstDay(year, number)),
    toDay: calendarDateId(monthLastDay(year, number)),
  };
}

/** A month that has not started yet has no record: 400. */
function assertStarted(deps: TimesheetsDeps, month: string) {
  if (`${month}-01` > deps.clock.today()) throw badRequest(TIMESHEET_TEXTS.futureMonth);
}

function groupByUser<T extends { userId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

type MonthRows = {
  punches: Map<number, TimesheetPunch[]>;
  shifts: Map<number, DayShift[]>;
  absences: Map<number, AbsenceSpan[]>;
  holidays: Awaited<ReturnType<typeof holidaysInRange>>;
};

/** The month's rows of one user, or of everyone (`userId` null), grouped by user. */
async function readMonth(deps: TimesheetsDeps, range: MonthRange, userId: number | null) {
  const [punches, shifts, absences, holidays] = await Promise.all([
    monthPunches(deps.db, range, userId),
    monthShifts(deps.db, range, userId),
    absencesInRange(deps.db, range.fromDay, range.toDay, userId === null ? null : [userId], [
      'approved',
    ]),
    holidaysInRange(deps.db, range.fromDay, range.toDay),
  ]);
  return {
    punches: groupByUser(punches),
    shifts: groupByUser(shifts),
    absences: groupByUser(absences),
    holidays,
  } satisfies MonthRows;
}

/** One worker's month, from the rows read (the analysis figures, timesheet-month.ts). */
function monthOf(deps: TimesheetsDeps, month: string, user: TimesheetUser, rows: MonthRows) {
  return timesheetMonth(
    {
      month,
      company: deps.company,
      user,
      punches: rows.punches.get(user.id) ?? [],
      shifts: rows.shifts.get(user.id) ?? [],
      absences: rows.absences.get(user.id) ?? [],
      holidays: rows.holidays,
    },
    {
      clock: deps.clock,
      now: deps.clock.now(),
      forgottenHours: deps.forgottenHours,
      numberStyle: deps.numberStyle,
    },
  );
}

type TimesheetQuery = z.output<typeof timesheetQuerySchema>;

/**
 * GET /timesheets: one worker's month as a PDF. A usuario gets only their own (403); admin and
 * office anyone's, deactivated or not (404 for nobody).
 */
export async function userTimesheet(
  deps: TimesheetsDeps,
  actor: SessionUser,
  query: TimesheetQuery,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const userId = query.userId ?? actor.id;
  assertMayTouch(actor, { ownerId: userId }, 'staff-or-owner', TIMESHEET_TEXTS.ownOnly);
  assertStarted(deps, query.month);
  const user = await userById(deps.db, userId);
  if (!user) throw notFound(TIMESHEET_TEXTS.userNotFound);
  const rows = await readMonth(deps, monthRange(query.month), userId);
  const { pdf } = monthOf(deps, query.month, user, rows);
  return {
    fileName: timesheetFileName(user.name, query.month),
    pdf: await deps.pool.render(pdf),
  };
}

/** Unique file names: a name two users share gets each one's id. */
function fileNames(users: readonly TimesheetUser[], month: string): string[] {
  const names = users.map((user) => timesheetFileName(user.name, month));
  const withId = users.map((user) => timesheetFileName(`${user.name} ${user.id}`, month));
  // A name shared by several workers takes the worker's id; a renamed one may then meet a worker
  // really called so ('Pepa Luz 9'), who takes theirs too, until every name is one worker's. Names
  // ending in '-{id}' differ by that id, so this ends within one pass per worker.
  for (let clash = true; clash;) {
    clash = false;
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    names.forEach((name, i) => {
      if (counts.get(name)! > 1 && name !== withId[i]) {
        names[i] = withId[i]!;
        clash = true;
      }
    });
  }
  return names;
}

/**
 * GET /timesheets/all: the ZIP of every worker's month, for everyone who had a published shift, a
 * punch or an approved absence in it (deactivated since or not); 404 when nobody did. The PDFs
 * are drawn by the pool `size` at a time (plus one waiting, so no worker idles) and stored in the
 * ZIP in name order as they come: the answer streams from the first one on. While another ZIP is
 * being made: 503.
 */
export async function allTimesheets(
  deps: TimesheetsDeps,
  month: string,
): Promise<{ fileName: string; stream: Readable }> {
  assertStarted(deps, month);
  const release = deps.pool.holdZip();
  try {
    const range = monthRange(month);
    const [rows, active] = await Promise.all([
      readMonth(deps, range, null),
      usersWithShiftsOrPunches(deps.db, range),
    ]);
    const ids = new Set([...active, ...rows.absences.keys()]);
    const users = await usersByIds(deps.db, [...ids]);
    if (users.length === 0) throw notFound(TIMESHEET_TEXTS.nobody);
    const names = fileNames(users, month);

    const stream = new PassThrough();
    // A caller gone (or a HEAD, which reads no body) frees the one-ZIP slot at once.
    stream.once('close', release);
    const zip = new Zip((error, chunk, final) => {
      if (error) return stream.destroy(error);
      stream.write(chunk);
      if (final) stream.end();
    });
    const mtime = deps.clock.now();
    const render = (i: number) => {
      const job = deps.pool.render(monthOf(deps, month, users[i]!, rows).pdf, { reserved: true });
      job.catch(() => {}); // awaited in order below; a failure is handled there
      return job;
    };
    void (async () => {
      const window = deps.pool.size + 1;
      const jobs: Promise<Uint8Array>[] = [];
      try {
        for (let i = 0; i < Math.min(window, users.length); i++) jobs.push(render(i));
        for (let i = 0; i < users.length; i++) {
          const pdf = await jobs[i]!;
          if (stream.destroyed) return; // the caller went away: stop drawing
          if (jobs.length < users.length) jobs.push(render(jobs.length));
          const file = new ZipPassThrough(names[i]!);
          file.mtime = mtime;
          zip.add(file);
          file.push(pdf, true);
        }
        zip.end();
      } catch (error) {
        deps.log.error({ err: error }, 'timesheets ZIP failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      } finally {
        release();
      }
    })();
    return { fileName: timesheetZipName(month), stream };
  } catch (error) {
    release();
    throw error;
  }
}
