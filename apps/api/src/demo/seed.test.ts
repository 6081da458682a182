/**
 * `npm run demo`'s data: the demo logins work, and the screens built so far have something to
 * show (shifts around this week, a month of punches with their analysis, two years of finance with
 * recurring months and receipts). A second start keeps it.
 */
import { RECEIPT_KEY_PATTERN } from '@app/contract/files';
import type { Absence, Balance } from '@app/contract/absences';
import type { Holiday } from '@app/contract/holidays';
import type { Period } from '@app/contract/periods';
import type { Correction } from '@app/contract/punch-corrections';
import type { PunchException } from '@app/contract/punch-exceptions';
import type { Punch, PunchSummaryRow } from '@app/contract/punches';
import type { WeekRow } from '@app/contract/shifts';
import {
  addDays,
  calendarDateId,
  dateFromCalendarId,
  mondayIndex,
  startOfIsoWeek,
} from '@app/contract/dates';
import { eq, sql, type SQL } from 'drizzle-orm';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  absenceBalances,
  absences,
  expenseReceipts,
  expenses,
  holidays,
  recurringExpenses,
  users,
} from '../db/schema/index';
import { createFileService } from '../features/files/file-service';
import { verifyChain } from '../features/punch-history/verify-records';
import { appNotebookKeyring } from '../features/notebooks/notebooks.queries';
import { loadAppSecret } from '../lib/app-secret';
import { companyClock } from '../lib/time';
import { easterSunday } from './absences.plan';
import { DEMO_PASSWORDS, DEMO_USERS } from './demo-users';
import { seedDemo } from './seed';
import { DEMO_VAULT_PASSWORD } from './vault.seed';

let t: TestApp;
let outcome: 'seeded' | 'skipped';
beforeAll(async () => {
  t = await createTestApp();
  // As the demo does: receipts through a file service on the seed's transaction.
  const { storage, links } = t.app.files;
  outcome = await seedDemo(t.db, 'Europe/Madrid', {
    files: (tx) => createFileService({ db: tx, storage, links }),
    notebookKeyring: appNotebookKeyring(t.app.config),
    appSecret: loadAppSecret(t.app.config.appSecret, t.app.config.dataDir),
  });
});
afterAll(() => t.close());

async function signInAs(role: 'admin' | 'usuario') {
  const user = DEMO_USERS.find((candidate) => candidate.role === role)!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: DEMO_PASSWORDS[role] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

describe('demo data', () => {
  it('seeds once, signs in with the printed logins, and fills the punch screens', async () => {
    expect(outcome).toBe('seeded');
    expect(await seedDemo(t.db, 'Europe/Madrid')).toBe('skipped');

    const admin = await signInAs('admin');
    const lastMonth = { fromDate: isoDaysAgo(30), toDate: isoDaysAgo(0) };
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: admin,
      payload: { ...lastMonth, limit: 100 },
    });
    const { result, count } = list.json<{ result: Punch[]; count: number }>();
    // Eight usuarios, about five shifts a week each, over four weeks, a few days missed.
    expect(count).toBeGreaterThan(100);
    expect(result.every((punch) => punch.shift !== null)).toBe(true);
    expect(result.some((punch) => punch.breaks.some((entry) => entry.type === 'lunch'))).toBe(true);

    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/punches/summary',
      headers: admin,
      payload: lastMonth,
    });
    const rows = summary.json<{ data: PunchSummaryRow[] }>().data;
    expect(rows).toHaveLength(DEMO_USERS.filter((user) => user.role === 'usuario').length);
    expect(rows.every((row) => row.arriveLateCount + row.arriveEarlyCount > 0)).toBe(true);

    const usuario = await signInAs('usuario');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/punches/getPunches',
      headers: usuario,
      payload: lastMonth,
    });
    const mine = own.json<{ result: Punch[] }>().result;
    expect(new Set(mine.map((punch) => punch.user))).toEqual(
      new Set([DEMO_USERS.find((user) => user.role === 'usuario')!.name]),
    );
  });
});

describe('demo attendance record (DECISIONS §10)', () => {
  const get = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('shows forgotten exits, pending and decided corrections, one closed month, a chain that holds', async () => {
    const admin = await signInAs('admin');
    const corrections = async (status: string) =>
      (
        await get<{ data: Correction[] }>(
          `/api/punch-corrections?status=${status}&limit=100`,
          admin,
        )
      ).data;
    const pending = await corrections('pending');
    expect(pending).toHaveLength(2);
    expect(pending.every((entry) => entry.requestedBy === entry.userId)).toBe(true);

    const approved = await corrections('approved');
    expect(approved).toHaveLength(2);
    // An office user approved a forgotten exit with an adjusted time: the adjusted one applies.
    const adjusted = approved.find((entry) => entry.requestedBy === entry.userId)!;
    expect(adjusted.decidedByName).toBe('Javier Morales Gil');
    expect(adjusted.note).toBe('Hora ajustada a la del cierre de caja.');
    expect(adjusted.applied!.dateOut).not.toBeNull();
    expect(adjusted.applied!.dateOut).not.toBe(adjusted.requested.dateOut);
    // The admin corrected another worker's exit directly.
    const direct = approved.find((entry) => entry.requestedBy !== entry.userId)!;
    expect(direct).toMatchObject({
      requestedByName: 'Marta Ruiz Soler',
      decidedByName: 'Marta Ruiz Soler',
    });

    const rejected = await corrections('rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.note).toBe('La cámara de la entrada muestra la llegada a la hora fichada.');

    // 'Incidencias' over the demo's weeks: three exits still forgotten, two requests waiting.
    const span = `fromDate=${isoDaysAgo(45)}&toDate=${isoDaysAgo(0)}`;
    const exceptions = await get<{
      data: PunchException[];
      totalItems: number;
      counts: Record<string, number>;
    }>(`/api/punch-exceptions?${span}&type=missing-out&limit=100`, admin);
    expect(exceptions.totalItems).toBe(3);
    expect(exceptions.counts['pending-correction']).toBe(2);
    const usuarios = DEMO_USERS.filter((user) => user.role === 'usuario');
    expect(new Set(exceptions.data.map((entry) => entry.userName))).toEqual(
      new Set([usuarios[0]!.name, usuarios[1]!.name, usuarios[6]!.name]),
    );

    // One closed month, closed by the admin, with nothing left to resolve in it.
    const periods = (await get<{ data: Period[] }>('/api/periods', admin)).data;
    const closed = periods.filter((period) => period.closed);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ closedByName: 'Marta Ruiz Soler', reopenedAt: null });
    const month = closed[0]!.month.replace('-', '');
    for (const entry of [...pending, ...exceptions.data]) {
      expect(String(entry.calendarDateId).startsWith(month)).toBe(false);
    }

    // The worker signing in is told of the exit they forgot.
    const [carlos] = await t.db.select().from(users).where(eq(users.email, usuarios[0]!.email));
    const own = await get<{ forgottenPunch: Punch | null }>(
      `/api/punches/${carlos!.id}`,
      await signInAs('usuario'),
    );
    expect(own.forgottenPunch).not.toBeNull();

    // A corrected punch's history: its events as made, then the correction.
    const history = await get<{ data: { action: string }[] }>(
      `/api/punches/${adjusted.punchId}/history`,
      admin,
    );
    const actions = history.data.map((row) => row.action);
    expect(actions[0]).toBe('I');
    expect(actions.at(-1)).toBe('correction-applied');
    expect(actions).not.toContain('O');

    // verify-records walks the whole chain: the punches' events, corrections and the close.
    const check = await verifyChain(t.db);
    expect(check).toMatchObject({ ok: true });
    expect(check.rows).toBeGreaterThan(500);
  });
});

describe('demo absences and holidays (DECISIONS §11)', () => {
  const clock = companyClock('Europe/Madrid');
  const today = clock.today();
  const year = Number(today.slice(0, 4));
  const monday = startOfIsoWeek(today);
  const dayId = (date: string) => calendarDateId(date);

  it("holds Spain's national holidays of this year and the next", async () => {
    const rows = await t.db.select().from(holidays).orderBy(holidays.day);
    for (const y of [year, year + 1]) {
      const ofYear = rows.filter((row) => String(row.day).startsWith(String(y)));
      expect(ofYear.map((row) => row.name)).toEqual([
        'Año Nuevo',
        'Epifanía del Señor',
        'Viernes Santo',
        'Fiesta del Trabajo',
        'Asunción de la Virgen',
        'Fiesta Nacional de España',
        'Todos los Santos',
        'Día de la Constitución Española',
        'Inmaculada Concepción',
        'Natividad del Señor',
      ]);
      expect(ofYear.find((row) => row.name === 'Fiesta Nacional de España')!.day).toBe(
        dayId(`${y}-10-12`),
      );
      expect(ofYear.find((row) => row.name === 'Viernes Santo')!.day).toBe(
        dayId(addDays(easterSunday(y), -2)),
      );
    }
  });

  it('gives everyone 22 vacation days; approved and pending requests stay within them', async () => {
    const balances = await t.db.select().from(absenceBalances);
    for (const user of DEMO_USERS) {
      const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
      for (const y of [year, year + 1]) {
        expect(
          balances.find((b) => b.userId === row!.id && b.year === y && b.type === 'vacation'),
          `${user.name} ${y}`,
        ).toMatchObject({ days: 22 });
      }
    }
    const holidayDays = new Set((await t.db.select().from(holidays)).map((row) => row.day));
    const taken = new Map<string, number>();
    for (const absence of await t.db.select().from(absences)) {
      if (absence.type !== 'vacation' || !['pending', 'approved'].includes(absence.status))
        continue;
      for (
        let day = dateFromCalendarId(absence.fromDay);
        dayId(day) <= absence.toDay;
        day = addDays(day, 1)
      ) {
        if (mondayIndex(day) > 4 || holidayDays.has(dayId(day))) continue;
        const key = `${absence.userId}:${day.slice(0, 4)}`;
        taken.set(key, (taken.get(key) ?? 0) + 1);
      }
    }
    expect(Math.max(...taken.values())).toBeLessThanOrEqual(22);
  });

  it('shows approved vacations this week and next, with no shift on them', async () => {
    const all = await t.db.select().from(absences);
    const approvedVacations = all.filter((a) => a.type === 'vacation' && a.status === 'approved');
    const touches = (from: string, to: string) =>
      approvedVacations.some((a) => a.fromDay <= dayId(to) && a.toDay >= dayId(from));
    expect(touches(monday, addDays(monday, 6))).toBe(true);
    expect(touches(addDays(monday, 7), addDays(monday, 13))).toBe(true);
    expect(approvedVacations.some((a) => a.toDay < dayId(addDays(monday, -28)))).toBe(true);
    for (const absence of approvedVacations) {
      expect(absence.decidedBy).not.toBeNull();
      expect(absence.decidedBy).not.toBe(absence.userId);
    }
    const [clash] = await rows(sql`select 1 from shifts sh join absences a
      on a.user_id = sh.user_id and a.status = 'approved' and a.type <> 'sick'
      and sh.calendar_date_id between a.from_day and a.to_day`);
    expect(clash).toBeUndefined();
  });

  it("keeps the sick day's shift, unpunched and not a no-show", async () => {
    const sick = (await t.db.select().from(absences)).filter((a) => a.type === 'sick');
    expect(sick).toHaveLength(1);
    const [absence] = sick;
    expect(absence).toMatchObject({ status: 'approved', fromDay: absence!.toDay });
    expect(absence!.requestedBy).not.toBe(absence!.userId); // entered by the office
    expect(absence!.fromDay).toBeLessThan(dayId(today));
    const [shift] = await rows<{ id: number; published: boolean; ended: boolean }>(sql`
      select id, published, end_at <= now() as ended from shifts
      where user_id = ${absence!.userId} and calendar_date_id = ${absence!.fromDay}`);
    expect(shift).toMatchObject({ published: true, ended: true });
    const [punch] = await rows(sql`select 1 from punches
      where user_id = ${absence!.userId} and calendar_date_id = ${absence!.fromDay}`);
    expect(punch).toBeUndefined();

    const admin = await signInAs('admin');
    const day = dateFromCalendarId(absence!.fromDay);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/punch-exceptions?fromDate=${day}&toDate=${day}&type=no-show&limit=100`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ data: PunchException[] }>().data;
    expect(found.some((entry) => entry.userId === absence!.userId)).toBe(false);
  });

  it('has three requests from usuarios waiting, each told to admin and office', async () => {
    const pending = (await t.db.select().from(absences)).filter((a) => a.status === 'pending');
    expect(pending).toHaveLength(3);
    const usuarioIds = new Set(
      (await t.db.select().from(users).where(eq(users.role, 'usuario'))).map((u) => u.id),
    );
    for (const absence of pending) {
      expect(usuarioIds.has(absence.userId)).toBe(true);
      expect(absence.requestedBy).toBe(absence.userId);
      expect(absence.decidedBy).toBeNull();
      expect(absence.fromDay).toBeGreaterThan(dayId(today));
    }
    const rejected = (await t.db.select().from(absences)).filter((a) => a.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.decisionNote).toMatch(/siguiente/);

    const told = await rows<{ user_id: number; subject: string }>(sql`select user_id, subject
      from notifications where kind = 'absence-requested'`);
    const managers = await t.db
      .select()
      .from(users)
      .where(sql`${users.role} <> 'usuario'`);
    expect(told).toHaveLength(pending.length * managers.length);
    expect(new Set(told.map((row) => row.subject))).toEqual(
      new Set(pending.map((absence) => `absence:${absence.id}:requested`)),
    );
  });

  it('answers the absence screens through the API: requests to decide, balances, holidays', async () => {
    const admin = await signInAs('admin');
    const get = async <T>(url: string, headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const span = `fromDate=${addDays(today, -120)}&toDate=${addDays(today, 60)}`;
    const pending = await get<{ data: Absence[] }>(
      `/api/absences?${span}&status=pending&limit=100`,
      admin,
    );
    expect(pending.data).toHaveLength(3);
    expect(pending.data.every((absence) => !absence.beyondBalance)).toBe(true);
    const all = await get<{ data: Absence[] }>(`/api/absences?${span}&limit=100`, admin);
    expect(new Set(all.data.map((absence) => absence.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    expect(all.data.filter((absence) => absence.type === 'sick')).toHaveLength(1);

    const usuario = await signInAs('usuario');
    const balances = await get<{ data: Balance[] }>(`/api/absence-balances?year=${year}`, usuario);
    const vacation = balances.data.find((balance) => balance.type === 'vacation')!;
    expect(vacation.days).toBe(22);
    expect(vacation.remaining).toBe(22 - vacation.approved - vacation.pending);
    expect(vacation.remaining).toBeGreaterThanOrEqual(0);

    // The roster of this week and next shows the approved vacations on rows without shifts there.
    for (const startofweek of [monday, addDays(monday, 7)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shifts/get-shifts',
        headers: admin,
        payload: { startofweek },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<{ shifts: WeekRow[] }>().shifts;
      const away = rows.flatMap((row) =>
        row.absences
          .filter((absence) => absence.type === 'vacation' && absence.status === 'approved')
          .map((absence) => ({ row, date: absence.date })),
      );
      expect(away.length, startofweek).toBeGreaterThanOrEqual(3);
      for (const { row, date } of away) {
        const cell = row.days.find((entry) => entry.calendarDate.date.slice(0, 10) === date);
        expect(cell, `${row.name} ${date}`).toBeDefined();
        expect(cell!.Shifts).toEqual([]);
      }
    }

    const holidaysOfYear = await get<{ data: Holiday[] }>(`/api/holidays?year=${year}`, usuario);
    expect(holidaysOfYear.data).toHaveLength(10);
    expect(holidaysOfYear.data[0]).toMatchObject({ date: `${year}-01-01`, name: 'Año Nuevo' });
  });
});

describe('demo finance', () => {
  const today = companyClock('Europe/Madrid').today();
  const rows = async <T = Record<string, unknown>>(query: SQL): Promise<T[]> => {
    const result = await t.db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  it('holds two years of incomes and expenses up to today, seasons included', async () => {
    const [span] = await rows<Record<string, string | number>>(sql`select
      (select count(*)::int from incomes) as incomes, (select count(*)::int from expenses) as expenses,
      (select min(date)::text from incomes) as first_income, (select max(date)::text from incomes) as last_income,
      (select min(date)::text from expenses) as first_expense, (select max(date)::text from expenses) as last_expense,
      (select count(distinct category_id)::int from expenses) as categories,
      (select count(distinct area_id)::int from expenses) as areas,
      (select count(distinct supplier_id)::int from expenses) as suppliers`);
    expect(span!.incomes).toBeGreaterThan(2000);
    expect(span!.expenses).toBeGreaterThan(500);
    for (const first of [span!.first_income, span!.first_expense]) {
      expect(first! <= addDays(today, -730)).toBe(true);
    }
    for (const last of [span!.last_income, span!.last_expense]) {
      expect(last! <= today && last! >= addDays(today, -7)).toBe(true);
    }
    expect(span!.categories).toBeGreaterThanOrEqual(12);
    expect(span!.areas).toBeGreaterThanOrEqual(6);
    expect(span!.suppliers).toBeGreaterThanOrEqual(10);
    expect(
      await rows(sql`select 1 from incomes where amount::text !~ '^[0-9]+\.[0-9]{2}$'`),
    ).toEqual([]);

    // The last whole year: December sells far more than February; the light bill is higher in
    // January than in May.
    const year = Number(today.slice(0, 4)) - 1;
    const [season] = await rows<{ sales: boolean; power: boolean }>(sql`select
      (select sum(amount) from incomes where date between ${`${year}-12-01`} and ${`${year}-12-31`})
        > 1.4 * (select sum(amount) from incomes where date between ${`${year}-02-01`} and ${`${year}-02-28`}) as sales,
      (select sum(amount) from expenses where name like 'Factura de la luz%' and date between ${`${year}-01-01`} and ${`${year}-01-31`})
        > 1.3 * (select sum(amount) from expenses where name like 'Factura de la luz%' and date between ${`${year}-05-01`} and ${`${year}-05-31`}) as power`);
    expect(season).toEqual({ sales: true, power: true });
  });

  it('has recurring expenses with each generated month once, on its day, up to today', async () => {
    const recurring = await t.db.select().from(recurringExpenses).orderBy(recurringExpenses.id);
    expect(recurring.map((entry) => [entry.name, entry.dayOfMonth])).toEqual(
      expect.arrayContaining([
        ['Alquiler oficina', 1],
        ['Internet y telefonía', 5],
        ['Limpieza de oficinas', 15],
      ]),
    );
    expect(recurring.some((entry) => !entry.active)).toBe(true);
    for (const entry of recurring) {
      const generated = await t.db
        .select()
        .from(expenses)
        .where(eq(expenses.recurringExpenseId, entry.id))
        .orderBy(expenses.date);
      const months = generated.map((expense) => expense.recurringMonth);
      expect(new Set(months).size, entry.name).toBe(months.length);
      for (const expense of generated) {
        expect(expense.date).toBe(`${expense.recurringMonth}-${pad(entry.dayOfMonth)}`);
        expect(expense).toMatchObject({
          name: entry.name,
          amount: entry.amount,
          categoryId: entry.categoryId,
          areaId: entry.areaId,
          supplierId: entry.supplierId,
          note: entry.note,
        });
      }
      const expected = monthlyDays(entry.startsOn, today, entry.dayOfMonth);
      if (entry.active) {
        expect(
          generated.map((expense) => expense.date),
          entry.name,
        ).toEqual(expected);
        expect(expected.length).toBeGreaterThanOrEqual(12);
      } else {
        // Paused: the months up to the pause, none since.
        expect(generated.length).toBeGreaterThan(0);
        expect(generated.map((expense) => expense.date)).toEqual(
          expected.slice(0, generated.length),
        );
        expect(generated.length).toBeLessThan(expected.length);
      }
    }
  });

  it('keeps the daily totals equal to the live sums', async () => {
    const mismatches = await rows(sql`
      with live as (
        select 'income' as kind, date as day, sum(amount) as total, count(*)::int as count from incomes group by date
        union all
        select 'expense', date, sum(amount), count(*)::int from expenses group by date)
      select coalesce(t.kind, live.kind) as kind, coalesce(t.day, live.day) as day
      from finance_daily_totals t full join live on live.kind = t.kind and live.day = t.day
      where t.total is distinct from live.total or t.count is distinct from live.count`);
    expect(mismatches).toEqual([]);
    const [days] = await rows<{ days: number }>(
      sql`select count(*)::int as days from finance_daily_totals`,
    );
    expect(days!.days).toBeGreaterThan(500);
  });

  it('attaches PDF and PNG receipts stored through the file service', async () => {
    const receipts = await t.db.select().from(expenseReceipts);
    expect(receipts.length).toBeGreaterThanOrEqual(5);
    const kinds = new Set<string>();
    for (const receipt of receipts) {
      const stored = await t.app.files.read(receipt.fileKey);
      expect(stored, receipt.fileName).not.toBeNull();
      expect(stored!.file.purpose).toBe('expense-receipt');
      // The key the receipt routes and GET /files/{key} accept, naming the expense that holds it.
      expect(receipt.fileKey).toMatch(RECEIPT_KEY_PATTERN);
      expect(receipt.fileKey.startsWith(`r${receipt.expenseId}-`)).toBe(true);
      kinds.add(stored!.file.contentType);
      const data = stored!.data;
      if (stored!.file.contentType === 'application/pdf') {
        const text = data.toString('latin1');
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        expect(text).toMatch(/\(Total con IVA: [0-9.]+,[0-9]{2} \x80\)/);
        expect(receipt.fileName).toMatch(/^Factura .+\.pdf$/);
      } else {
        expect(stored!.file.contentType).toBe('image/png');
        // A whole image: its pixels inflate to height rows of (1 + width) bytes.
        const width = data.readUInt32BE(16);
        const height = data.readUInt32BE(20);
        const idat = data.subarray(41, 41 + data.readUInt32BE(33));
        expect(inflateSync(idat).length).toBe((width + 1) * height);
      }
    }
    expect(kinds).toEqual(new Set(['application/pdf', 'image/png']));
    const text = (
      await Promise.all(
        receipts.map(async (receipt) => (await t.app.files.read(receipt.fileKey))!.data),
      )
    )
      .map((data) => data.toString('latin1'))
      .join('\n');
    expect(text).toContain('Eléctrica del Turia S.A.');
    expect(text).toContain('Concepto: Alquiler oficina');
  });
});

describe('demo vault', () => {
  it('opens with the printed security password, with public and private credentials', async () => {
    const usuario = await signInAs('usuario');
    const admin = await signInAs('admin');
    const names = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/password-manager?limit=100',
        headers: { ...headers, 'x-password-manager-key': DEMO_VAULT_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ data: { id: number; name: string; privated: boolean }[] }>()
        .data.map((credential) => credential);
    };
    const seenByUsuario = await names(usuario);
    const seenByAdmin = await names(admin);
    expect(seenByUsuario.some((c) => c.privated)).toBe(true); // Carlos's own private one
    expect(seenByAdmin.some((c) => c.privated)).toBe(true); // the admin's
    expect(seenByUsuario.filter((c) => !c.privated).length).toBeGreaterThanOrEqual(3);
    const privateOfUsuario = seenByUsuario.find((c) => c.privated)!;
    expect(seenByAdmin.map((c) => c.id)).not.toContain(privateOfUsuario.id);
    const revealed = await t.app.inject({
      method: 'GET',
      url: `/api/password-manager/${privateOfUsuario.id}/password`,
      headers: { ...usuario, 'x-password-manager-key': DEMO_VAULT_PASSWORD },
    });
    expect(revealed.json()).toMatchObject({ data: { password: 'Carretilla-Amarilla-9' } });
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as { rows: T[] }).rows;
}

/** Day `day` of every month whose such day falls between `from` and `to`, both included. */
function monthlyDays(from: string, to: string, day: number): string[] {
  const days: string[] = [];
  for (
    let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7));
    ;
    m === 12 ? (y++, (m = 1)) : m++
  ) {
    const date = `${y}-${pad(m)}-${pad(day)}`;
    if (date > to) return days;
    if (date >= from) days.push(date);
  }
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe('demo managers (issue 13)', () => {
  it('gives each manager shared and private items; a recipient reads a shared password', async () => {
    const signInAsLocal = async (local: string) => {
      const user = DEMO_USERS.find((candidate) => candidate.email.startsWith(`${local}@`))!;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: DEMO_PASSWORDS[user.role] },
      });
      return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    };
    const lucia = await signInAsLocal('lucia.fernandez');
    for (const type of ['email', 'link', 'template'] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/notebooks?type=${type}`,
        headers: lucia,
      });
      const items = page.json<{ data: { isOwner: boolean; sharedWith: number[] }[] }>().data;
      expect(
        items.some((item) => item.isOwner),
        type,
      ).toBe(true);
      expect(
        items.some((item) => !item.isOwner),
        type,
      ).toBe(true);
      const subs = await t.app.inject({
        method: 'GET',
        url: `/api/sub-categories?feature=${type}`,
        headers: lucia,
      });
      expect(subs.json<{ totalItems: number }>().totalItems).toBeGreaterThanOrEqual(3);
    }
    const mailboxes = await t.app.inject({
      method: 'GET',
      url: '/api/notebooks?type=email&scope=shared',
      headers: lucia,
    });
    const shared = mailboxes.json<{ data: { id: number; title: string }[] }>().data;
    const billing = shared.find((item) => item.title === 'Facturación')!;
    const secret = await t.app.inject({
      method: 'GET',
      url: `/api/notebooks/${billing.id}/secret?type=email`,
      headers: lucia,
    });
    expect(secret.json()).toEqual({ success: true, data: { password: 'Albufera#Facturas88' } });
    const templates = await t.app.inject({
      method: 'GET',
      url: '/api/notebooks?type=template&title=turno',
      headers: await signInAsLocal('carlos.navarro'),
    });
    expect(templates.json<{ data: { text: string }[] }>().data[0]?.text).toContain('{{nombre}}');
  });
});
