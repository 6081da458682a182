import { getShiftsResponseSchema, SHIFT_TEXTS, type GetShiftsResponse } from '@app/contract/shifts';
import {
  assertMayTouch,
  mayTouch,
  seesOwnOnly,
  visibleOwners,
  type SessionUser,
} from '../../lib/access';
import { notFound } from '../../lib/app-error';
import { compileJsonBody } from '../../lib/json-serializer';
import { absencesInRange } from '../absences/absences.queries';
import { holidaysInRange } from '../holidays/holidays.queries';
import { exemptFromPunchWindow, punchInWindow } from '../punches/punches.queries';
import { versionedBodies } from '../../lib/versioned-cache';
import { absencesByUser, calendarHolidays, monthAbsences } from './calendar-absences';
import { toShifts } from './shift-dto';
import { monthGridRange, nextWeeks, resolvePeriod, type PeriodInput } from './shift-periods';
import { dayRows, monthGroups, weekRows } from './shift-views';
import { calendarShifts, findShift, roleOf, shiftsInDates, viewUsers } from './shifts.repository';
import type { ShiftsDeps } from './shifts.service';

type CalendarInput = PeriodInput & {
  usersIds?: number[];
  firstUsers?: number;
  wholeWeeks?: boolean;
};

/** The calendarDateIds a calendar reads: a month asked `wholeWeeks` reads its grid's whole weeks. */
function readRange(period: ReturnType<typeof resolvePeriod>, wholeWeeks = false) {
  return period.view === 'month' && wholeWeeks
    ? monthGridRange(period.year, period.month)
    : { from: period.from, to: period.to };
}

/**
 * The day, week or month calendar: one query for the active users, one for the period's shifts,
 * one for its absences and one for its holidays (DECISIONS §11), all at once, shaped in memory. `usersIds` (empty = everyone) narrows the rows of admin and office;
 * `firstUsers` keeps the first rows of a day or a week and says how many there are in all;
 * `wholeWeeks` widens a month to the weeks its grid shows.
 */
export async function readCalendar(
  { db, clock }: ShiftsDeps,
  actor: SessionUser,
  input: CalendarInput,
): Promise<GetShiftsResponse> {
  const period = resolvePeriod(input);
  // usuario reads only their own published shifts; admin and office everyone's (DECISIONS §3).
  const own = seesOwnOnly(actor);
  const onlyIds = visibleOwners(actor, input.usersIds);
  const range = readRange(period, input.wholeWeeks);
  const [users, rows, spans, holidayDays] = await Promise.all([
    viewUsers(db, onlyIds),
    calendarShifts(db, range.from, range.to, { userIds: onlyIds, publishedOnly: own }),
    absencesInRange(db, range.from, range.to, onlyIds ?? null),
    holidaysInRange(db, range.from, range.to),
  ]);
  const absences = absencesByUser(spans, range.from, range.to);
  const holidays = calendarHolidays(holidayDays);
  if (period.view === 'month') {
    const { month, year } = period;
    return {
      success: true,
      view: 'month',
      month,
      year,
      shifts: monthGroups(clock, users, rows),
      absences: monthAbsences(users, absences),
      holidays,
    };
  }
  const first = input.firstUsers;
  const shown = first === undefined ? users : users.slice(0, first);
  const total = first === undefined ? {} : { usersTotal: users.length };
  if (period.view === 'week') {
    const shifts = weekRows(clock, shown, rows, period.startofweek, absences);
    return {
      success: true,
      view: 'week',
      startofweek: period.startofweek,
      shifts,
      ...total,
      holidays,
    };
  }
  return {
    success: true,
    view: 'day',
    day: period.day,
    shifts: dayRows(clock, shown, rows, absences),
    ...total,
    holidays,
  };
}

const calendarJson = compileJsonBody(getShiftsResponseSchema, {
  method: 'POST',
  url: '/api/shifts/get-shifts',
});
/** A week of 500 users is about 1.4 MB, their month about 6 MB: room for a few dozen calendars. */
const calendarBodies = versionedBodies({
  lists: ['users', 'shifts', 'absences', 'holidays'],
  maxBytes: 64 * 1024 * 1024,
});

/** The calendar rendered as its JSON answer, afresh (what calendarBody keeps). */
export async function renderCalendar(deps: ShiftsDeps, actor: SessionUser, input: CalendarInput) {
  return calendarJson(await readCalendar(deps, actor, input));
}

/**
 * The calendar's JSON answer, rendered once per change of shifts, users, absences or holidays
 * and then served as it
 * is (lib/versioned-cache): managers and staff look at the same weeks far more often than anyone
 * changes them. Its key is what the answer depends on: the period, whose calendar (a usuario's
 * own, or everyone's), the range it reads, the users asked for and how many of the first.
 */
export async function calendarBody(deps: ShiftsDeps, actor: SessionUser, input: CalendarInput) {
  const period = resolvePeriod(input);
  const whose = seesOwnOnly(actor) ? `own ${actor.id}` : 'all';
  const asked = [...new Set(input.usersIds ?? [])].sort((a, b) => a - b).join(',');
  const first = period.view === 'month' ? '' : (input.firstUsers ?? '');
  // The range read, both ends: a month's grid may begin in the month before and end on its last day.
  const { from, to } = readRange(period, input.wholeWeeks);
  const key = `${period.view} ${from} ${to} ${whose} ${asked} ${first}`;
  return calendarBodies(deps.db, key, () => renderCalendar(deps, actor, input));
}

/** One shift; a usuario gets only their own published ones (anything else does not exist). */
export async function readShift({ db, clock }: ShiftsDeps, actor: SessionUser, id: number) {
  const row = await findShift(db, id);
  const visible =
    row &&
    mayTouch(actor, { ownerId: row.userId }, 'staff-or-owner') &&
    (row.published || !seesOwnOnly(actor));
  if (!visible) {
    throw notFound(SHIFT_TEXTS.notFound);
  }
  return toShifts(clock, [row])[0]!;
}

const assertMayRead = (actor: SessionUser, userId: number) =>
  assertMayTouch(actor, { ownerId: userId }, 'staff-or-owner', SHIFT_TEXTS.ownOnly);

/** A user's shifts on a date (a usuario: only their own, only published). */
export async function readUserDay(
  { db, clock }: ShiftsDeps,
  actor: SessionUser,
  userId: number,
  dateId: number,
) {
  assertMayRead(actor, userId);
  const rows = await shiftsInDates(db, dateId, dateId, {
    userIds: [userId],
    publishedOnly: seesOwnOnly(actor),
  });
  return toShifts(clock, rows);
}

/**
 * The widget's question (DECISIONS §6): whether the user has a shift today, whether Punch In is
 * allowed now, and from when it will be. The same rule as Punch In (punches/punches.queries); the admin
 * exemption is the asked user's.
 */
export async function punchInToday(
  { db, clock }: ShiftsDeps,
  actor: SessionUser,
  userId: number,
  rule: { now: Date; earlyMinutes: number },
) {
  assertMayRead(actor, userId);
  const role = userId === actor.id ? actor.role : await roleOf(db, userId);
  const window = await punchInWindow(db, clock, {
    userId,
    now: rule.now,
    earlyMinutes: rule.earlyMinutes,
    exempt: role !== undefined && exemptFromPunchWindow(role),
  });
  return {
    hasShift: window.hasShift,
    canPunchIn: window.day !== null,
    punchInFrom: window.opensAt ? clock.iso(window.opensAt) : null,
  };
}

export const upcomingWeeks = ({ clock }: ShiftsDeps) => nextWeeks(clock.today());
