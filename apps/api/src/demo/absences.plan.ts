import type { AbsenceStatus, AbsenceType } from '@app/contract/absences';
import type { Role } from '@app/contract/common';
import {
  addDays,
  calendarDateId,
  mondayIndex,
  plainDate,
  startOfIsoWeek,
  type PlainDate,
} from '@app/contract/dates';
import type { CompanyClock } from '../lib/time';

/**
 * The demo's absences and holidays (DECISIONS §11): Spain's national holidays of this year and the
 * next, 22 working days of vacation a year for everyone, vacations approved in the past, this week
 * and next week (the roster shows them), a sick day on a day the worker had a shift, a rejected
 * request and three pending ones. The shifts step leaves no shift on an approved absence; the
 * punches step leaves the sick day's shift without a punch, and the absence removes its no-show.
 */

export type PlannedHoliday = { date: PlainDate; name: string };

export type PlannedAbsence = {
  userId: number;
  type: AbsenceType;
  from: PlainDate;
  to: PlainDate;
  note: string;
  status: AbsenceStatus;
  requestedBy: number;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  decisionNote: string | null;
};

export type AbsencePlan = {
  holidays: PlannedHoliday[];
  /** The yearly vacation balance each user gets, for each of these years. */
  vacationDays: number;
  balanceYears: number[];
  absences: PlannedAbsence[];
  /** `${userId}:${YYYYMMDD}` of every day of an approved absence except the sick day. */
  awayDays: Set<string>;
  /** The sick day: the worker's shift stays, with no punch. */
  sickDay: { userId: number; calendarDateId: number };
};

export const DEMO_VACATION_DAYS = 22;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return plainDate(year, month, day);
}

/**
 * The holidays every region of Spain keeps (the national ones of the BOE's yearly list): the
 * fixed ones and Good Friday. The regions' own days, and the Mondays some of them move a Sunday
 * holiday to, are left to each company to add.
 */
export function spanishNationalHolidays(year: number): PlannedHoliday[] {
  const day = (month: number, dayOfMonth: number, name: string) => ({
    date: plainDate(year, month, dayOfMonth),
    name,
  });
  return [
    day(1, 1, 'Año Nuevo'),
    day(1, 6, 'Epifanía del Señor'),
    { date: addDays(easterSunday(year), -2), name: 'Viernes Santo' },
    day(5, 1, 'Fiesta del Trabajo'),
    day(8, 15, 'Asunción de la Virgen'),
    day(10, 12, 'Fiesta Nacional de España'),
    day(11, 1, 'Todos los Santos'),
    day(12, 6, 'Día de la Constitución Española'),
    day(12, 8, 'Inmaculada Concepción'),
    day(12, 25, 'Natividad del Señor'),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: PlainDate, to: PlainDate): PlainDate[] {
  const days: PlainDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

type User = { id: number; role: Role };

export function planAbsences(clock: CompanyClock, now: Date, users: readonly User[]): AbsencePlan {
  const today = clock.today(now);
  const year = Number(today.slice(0, 4));
  const monday = startOfIsoWeek(today);
  const week = (offset: number, day = 0) => addDays(monday, 7 * offset + day);
  const at = (date: PlainDate, time: string) => clock.instantOf(`${date} ${time}`);
  const staff = users.filter((user) => user.role === 'usuario');
  const admin = users.find((user) => user.role === 'admin')!;
  const [javier, lucia] = users.filter((user) => user.role === 'office');
  const holidays = [...spanishNationalHolidays(year), ...spanishNationalHolidays(year + 1)];
  const isHoliday = new Set(holidays.map((holiday) => holiday.date));

  const absences: PlannedAbsence[] = [];
  /** A usuario's request, decided (or not) by `decider` the next day at 10:30. */
  const requested = (
    staffIndex: number,
    type: AbsenceType,
    from: PlainDate,
    to: PlainDate,
    note: string,
    requestedOn: PlainDate,
    decision?: { by: User; status: 'approved' | 'rejected'; note: string | null },
  ) => {
    const user = staff[staffIndex];
    if (!user) return;
    absences.push({
      userId: user.id,
      type,
      from,
      to,
      note,
      status: decision?.status ?? 'pending',
      requestedBy: user.id,
      requestedAt: at(requestedOn, '18:40'),
      decidedBy: decision?.by.id ?? null,
      decidedAt: decision ? at(addDays(requestedOn, 1), '10:30') : null,
      decisionNote: decision?.note ?? null,
    });
  };
  const approvedBy = (by: User | undefined, note: string | null = null) => ({
    by: by ?? admin,
    status: 'approved' as const,
    note,
  });

  // Past vacations, before the weeks the roster has shifts in.
  requested(
    0,
    'vacation',
    week(-12),
    week(-11, 4),
    'Vacaciones de verano',
    week(-20, 1),
    approvedBy(admin),
  );
  requested(
    4,
    'vacation',
    week(-8),
    week(-8, 4),
    'Viaje familiar',
    week(-14, 2),
    approvedBy(javier),
  );
  requested(
    5,
    'vacation',
    week(-7),
    week(-7, 2),
    'Asuntos familiares',
    week(-10, 3),
    approvedBy(lucia),
  );
  // This week and next: the roster shows them.
  requested(
    3,
    'vacation',
    week(0, 2),
    week(0, 4),
    'Boda de mi hermana',
    week(-3, 1),
    approvedBy(lucia, '¡Que vaya muy bien!'),
  );
  requested(
    2,
    'vacation',
    week(1),
    week(1, 4),
    'Semana de descanso',
    week(-5, 0),
    approvedBy(admin),
  );
  // Refused for next week (two people already away), asked again for the week after.
  requested(6, 'vacation', week(1), week(1, 2), 'Puente con la familia', week(-2, 3), {
    by: javier ?? admin,
    status: 'rejected',
    note: 'Esa semana ya falta otra persona en el almacén; ¿te va bien la siguiente?',
  });
  // Waiting for a decision.
  requested(
    6,
    'vacation',
    week(2),
    week(2, 2),
    'Cambio la semana, como me pidió Javier',
    addDays(today, -1),
  );
  requested(1, 'personal', week(1, 4), week(1, 4), 'Mudanza de piso', addDays(today, -2));
  requested(0, 'vacation', week(3), week(3, 4), 'Viaje a ver a mis padres', addDays(today, -1));

  // The sick day: the last working day before today (no holiday, which removes a no-show alone),
  // entered by the office the same morning.
  let sick = addDays(today, -1);
  while (mondayIndex(sick) > 4 || isHoliday.has(sick)) sick = addDays(sick, -1);
  const sickWorker = staff[7] ?? staff.at(-1)!;
  const office = javier ?? admin;
  absences.push({
    userId: sickWorker.id,
    type: 'sick',
    from: sick,
    to: sick,
    note: 'Avisó por teléfono a primera hora: gripe. Traerá el justificante médico.',
    status: 'approved',
    requestedBy: office.id,
    requestedAt: at(sick, '08:05'),
    decidedBy: office.id,
    decidedAt: at(sick, '08:05'),
    decisionNote: null,
  });

  const awayDays = new Set<string>();
  for (const absence of absences) {
    if (absence.status !== 'approved' || absence.type === 'sick') continue;
    for (const day of daysOf(absence.from, absence.to)) {
      awayDays.add(`${absence.userId}:${calendarDateId(day)}`);
    }
  }
  const balanceYears = [
    ...new Set([
      year,
      year + 1,
      ...absences.flatMap((absence) =>
        [absence.from, absence.to].map((day) => Number(day.slice(0, 4))),
      ),
    ]),
  ].sort((a, b) => a - b);
  return {
    holidays,
    vacationDays: DEMO_VACATION_DAYS,
    balanceYears,
    absences,
    awayDays,
    sickDay: { userId: sickWorker.id, calendarDateId: calendarDateId(sick) },
  };
}
