/**
 * The monthly 'Registro de jornada' (DECISIONS §11) read back as its reader sees it: the PDF's text
 * (unpdf) for workers across the night of the daylight-saving change (Europe/Madrid, 29 March 2026),
 * with a corrected day, a day sin salida, an approved absence, a holiday and a no-show; each day's
 * worked hours and the month's totals equal, to the minute, what the punches' analysis (POST
 * /punches/getPunches) answers for the same month, written as the screens write hours ('7 h 29 min');
 * a month in progress owes only the shifts already ended; the company is COMPANY_NAME; and the ZIP of
 * everyone holds the expected, unique file names.
 */
import type { Punch } from '@app/contract/punches';
import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, holidays, punchBreaks } from '../../db/schema/index';
import { companyClock } from '../../lib/time';
import { insertPunch, insertShift, insertUser, TEST_TIME_ZONE } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TIMESHEET_COLUMNS } from './timesheet-pdf';

const NOW = new Date('2026-04-10T10:00:00Z');
const clock = companyClock(TEST_TIME_ZONE);
const at = (wall: string) => clock.instantOf(wall);
const dayId = (date: string) => Number(date.replaceAll('-', ''));

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let ana: Awaited<ReturnType<TestApp['signIn']>>;
const ids = { bruno: 0, carla: 0, twin: 0 };
const COMPANY = 'Ferretería Olmo, S.L.';

/** The weekdays of March 2026 (the 1st is a Sunday). */
const weekdays = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`)
  .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
  .map((date) => date);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { COMPANY_NAME: COMPANY } });
  admin = await t.signIn('admin');
  ana = await t.signIn('usuario', { name: 'Ana Núñez' });
  const bruno = await insertUser(t.db, { name: 'Bruno Peña', active: false });
  const carla = await insertUser(t.db, { name: 'Carla Ruiz' });
  const twin = await insertUser(t.db, { name: 'Ana Nuñez' }); // the same file name once plain
  await insertUser(t.db, { name: 'Dani Sin Nada' });
  Object.assign(ids, { bruno: bruno.id, carla: carla.id, twin: twin.id });

  // Ana: 09:00–17:00 every weekday (15 min break, 60 min lunch: 6.75 h planned).
  for (const [n, date] of weekdays.entries()) {
    await insertShift(t.db, {
      userId: ana.id,
      startAt: at(`${date} 09:00`),
      endAt: at(`${date} 17:00`),
      breakMinutes: 15,
      lunchMinutes: 60,
    });
    const skipped = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-23'];
    if (skipped.includes(date)) continue; // vacation, holiday, a no-show
    const open = date === '2026-03-10'; // forgotten: sin salida on 10 April
    const punch = await insertPunch(t.db, {
      userId: ana.id,
      calendarDateId: dayId(date),
      dateIn: at(`${date} 08:5${n % 10}`),
      dateOut: open ? null : at(`${date} 17:${String((n * 7) % 60).padStart(2, '0')}`),
    });
    if (open) continue;
    await t.db.insert(punchBreaks).values([
      {
        punchId: punch.id,
        type: 'break',
        breakIn: at(`${date} 10:30`),
        breakOut: at(`${date} 10:4${n % 10}`),
      },
      {
        punchId: punch.id,
        type: 'lunch',
        breakIn: at(`${date} 13:00`),
        breakOut: at(`${date} 13:5${n % 7}`),
      },
    ]);
  }
  // Ana's night across the change: Saturday 22:00 → Sunday 06:00 is 7 real hours; worked
  // 21:55 → 06:10 is 8 h 15 on the wall, 7.25 h in fact.
  await insertShift(t.db, {
    userId: ana.id,
    startAt: at('2026-03-28 22:00'),
    endAt: at('2026-03-29 06:00'),
  });
  await insertPunch(t.db, {
    userId: ana.id,
    calendarDateId: 20260328,
    dateIn: at('2026-03-28 21:55'),
    dateOut: at('2026-03-29 06:10'),
  });

  // Bruno (deactivated since): the Sunday of the change, 01:00 → 09:00 (7 h), and three afternoons.
  await insertShift(t.db, {
    userId: bruno.id,
    startAt: at('2026-03-29 01:00'),
    endAt: at('2026-03-29 09:00'),
  });
  await insertPunch(t.db, {
    userId: bruno.id,
    calendarDateId: 20260329,
    dateIn: at('2026-03-29 00:58'),
    dateOut: at('2026-03-29 09:02'),
  });
  for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) {
    await insertShift(t.db, {
      userId: bruno.id,
      startAt: at(`${date} 14:00`),
      endAt: at(`${date} 22:00`),
      breakMinutes: 20,
    });
    const punch = await insertPunch(t.db, {
      userId: bruno.id,
      calendarDateId: dayId(date),
      dateIn: at(`${date} 14:07`),
      dateOut: at(`${date} 21:49`),
    });
    await t.db.insert(punchBreaks).values({
      punchId: punch.id,
      type: 'break',
      breakIn: at(`${date} 18:00`),
      breakOut: at(`${date} 18:23`),
    });
  }
  await insertPunch(t.db, {
    userId: twin.id,
    calendarDateId: 20260303,
    dateIn: at('2026-03-03 08:00'),
    dateOut: at('2026-03-03 12:00'),
  });

  const absence = (userId: number, type: 'vacation' | 'sick', from: number, to: number) => ({
    userId,
    type,
    fromDay: from,
    toDay: to,
    status: 'approved' as const,
    requestedBy: admin.id,
    requestedAt: NOW,
    decidedBy: admin.id,
    decidedAt: NOW,
  });
  await t.db
    .insert(absences)
    .values([
      absence(ana.id, 'vacation', 20260316, 20260318),
      absence(carla.id, 'sick', 20260309, 20260310),
    ]);
  await t.db.insert(holidays).values({ day: 20260319, name: 'San José' });

  // An office correction of Ana's 5 March: the exit was 18:30 (applied at once, 'Corregido').
  const punches = await analysis(ana.id);
  const fifth = punches.find((punch) => punch.calendarDateId === 20260305)!;
  const corrected = await t.app.inject({
    method: 'POST',
    url: '/api/punch-corrections',
    headers: admin.headers,
    payload: {
      userId: ana.id,
      punchId: fifth.id,
      dateOut: '2026-03-05 18:30',
      reason: 'Se quedó a cerrar el almacén',
    },
  });
  expect(corrected.statusCode, corrected.body).toBeLessThan(300);
}, 60_000);
afterAll(() => t?.close());

/** The analysis of March for one user, as Gestión de Punches reads it. */
async function analysis(userId: number): Promise<Punch[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/punches/getPunches',
    headers: admin.headers,
    payload: { fromDate: '2026-03-01', toDate: '2026-03-31', usersIds: [userId], limit: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: Punch[] }>().result;
}

type PdfRow = { y: number; cells: { x: number; text: string }[] };

/** The PDF's text as rows of cells (by their place on the page). */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; rows: PdfRow[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const rows: PdfRow[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const byLine = new Map<number, PdfRow>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number) + number * 10_000;
      const row = byLine.get(y) ?? { y, cells: [] };
      row.cells.push({ x: item.transform[4] as number, text: item.str });
      byLine.set(y, row);
    }
    rows.push(...[...byLine.values()].sort((a, b) => b.y - a.y));
  }
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, rows };
}

/** The cell of a day row in a column (by its x range). */
function column(row: PdfRow, key: (typeof TIMESHEET_COLUMNS)[number]['key']): string {
  let left = 36;
  for (const entry of TIMESHEET_COLUMNS) {
    if (entry.key === key) break;
    left += entry.width;
  }
  const width = TIMESHEET_COLUMNS.find((entry) => entry.key === key)!.width;
  return row.cells
    .filter((cell) => cell.x >= left && cell.x < left + width)
    .map((cell) => cell.text)
    .join(' ');
}

/** The day rows by their 'DD/MM', and the value beside a totals label. */
function daysOf(rows: PdfRow[]) {
  const days = new Map<string, PdfRow>();
  for (const row of rows) {
    const first = row.cells.sort((a, b) => a.x - b.x)[0]?.text ?? '';
    const match = /^(Lun|Mar|Mié|Jue|Vie|Sáb|Dom) (\d\d\/\d\d)$/.exec(first);
    if (match) days.set(match[2]!, row);
  }
  return days;
}
const totalOf = (rows: PdfRow[], label: string) => {
  const row = rows.find((entry) => entry.cells.some((cell) => cell.text === label));
  return row?.cells.find((cell) => cell.text !== label)?.text;
};

async function timesheet(query: string, headers = admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/timesheets?${query}`, headers });
}

const ddmm = (calendarDateId: number) => {
  const text = String(calendarDateId);
  return `${text.slice(6, 8)}/${text.slice(4, 6)}`;
};
/** An analysis figure (hours, 2 decimals) in whole minutes, as the screens round it. */
const minutes = (hours: number) => Math.round(hours * 60);
/** Minutes as the screens write them (web's formatHours): '7 h 29 min', '8 h', '0 min', '-5 min'. */
function hm(total: number): string {
  const size = Math.abs(total);
  const parts = [size >= 60 && `${Math.floor(size / 60)} h`, size % 60 > 0 && `${size % 60} min`];
  const text = parts.filter(Boolean).join(' ') || '0 min';
  return total < 0 ? `-${text}` : text;
}
const signed = (total: number) => (total > 0 ? `+${hm(total)}` : hm(total));

describe('GET /api/timesheets: the PDF says what the analysis says', () => {
  it("Ana's own March: every day's worked hours and the totals equal the analysis, marks shown", async () => {
    const response = await timesheet('month=2026-03', ana.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Registro-Jornada-Ana-Nunez-2026-03.pdf"',
    );
    const { text, rows } = await readPdf(response.rawPayload);
    expect(text).toContain('Registro de jornada');
    expect(text).toContain(COMPANY);
    expect(text).not.toContain('Back Office');
    expect(text).toContain('Ana Núñez');
    expect(text).toContain('Marzo de 2026');
    expect(text).toContain('Firma del trabajador');
    expect(text).toContain('Firma de la empresa');

    const days = daysOf(rows);
    expect(days.size).toBe(31);
    const punches = await analysis(ana.id);
    expect(punches).toHaveLength(weekdays.length - 5 + 1);
    let worked = 0;
    for (const punch of punches) {
      const row = days.get(ddmm(punch.calendarDateId))!;
      expect(column(row, 'worked'), `day ${punch.calendarDateId}`).toBe(
        hm(minutes(punch.workedHours!)),
      );
      worked += minutes(punch.workedHours!);
    }
    // No decimal hours anywhere: every day's figure is hours and minutes.
    for (const row of days.values()) {
      expect(column(row, 'worked')).toMatch(/^$|^(\d+ h)?( ?\d+ min)?$/);
    }
    // The night across the change, by hand: 21:55 → 06:10 is 7.25 real hours.
    const night = punches.find((punch) => punch.calendarDateId === 20260328)!;
    expect(night.workedHours).toBe(7.25);
    expect(column(days.get('28/03')!, 'worked')).toBe('7 h 15 min');
    expect(column(days.get('28/03')!, 'entry')).toBe('21:55');
    expect(column(days.get('28/03')!, 'exit')).toBe('06:10 (+1)');

    // The marks of the month.
    expect(column(days.get('05/03')!, 'marks')).toContain('Corregido');
    expect(column(days.get('05/03')!, 'exit')).toBe('18:30');
    expect(column(days.get('10/03')!, 'exit')).toBe('Sin salida');
    expect(column(days.get('10/03')!, 'marks')).toContain('Sin salida');
    expect(column(days.get('10/03')!, 'worked')).toBe('0 min');
    for (const day of ['16/03', '17/03', '18/03']) {
      expect(column(days.get(day)!, 'marks')).toBe('Vacaciones');
    }
    expect(column(days.get('19/03')!, 'marks')).toBe('Festivo: San José');
    expect(column(days.get('23/03')!, 'marks')).toBe('No se presentó');
    expect(column(days.get('02/03')!, 'shifts')).toBe('09:00–17:00');
    expect(column(days.get('02/03')!, 'lunch')).toBe('13:00–13:50');

    // Totals, in minutes: worked as the days sum them; planned by hand: 18 worked-or-due weekdays
    // × 6 h 45 min (16–18 vacation and 19 holiday excused) + the 7 h night = 128 h 30 min.
    expect(totalOf(rows, 'Horas trabajadas')).toBe(hm(worked));
    expect(totalOf(rows, 'Horas previstas')).toBe('128 h 30 min');
    expect(totalOf(rows, 'Diferencia')).toBe(signed(worked - (128 * 60 + 30)));
    expect(totalOf(rows, 'Diferencia')).toMatch(/^[+-]\d+ h( \d+ min)?$/);
    expect(text).toContain('Horas en horas y minutos');
    expect(text).not.toContain('Mes en curso');
  });

  it("a deactivated worker's month, for an admin: the Sunday of the change counts 7.07 h", async () => {
    const response = await timesheet(`userId=${ids.bruno}&month=2026-03`);
    expect(response.statusCode, response.body).toBe(200);
    const { text, rows } = await readPdf(response.rawPayload);
    expect(text).toContain('Bruno Peña');
    const days = daysOf(rows);
    const punches = await analysis(ids.bruno);
    expect(punches).toHaveLength(4);
    let worked = 0;
    for (const punch of punches) {
      expect(column(days.get(ddmm(punch.calendarDateId))!, 'worked')).toBe(
        hm(minutes(punch.workedHours!)),
      );
      worked += minutes(punch.workedHours!);
    }
    // 00:58 CET → 09:02 CEST: 8 h 04 on the wall, 7 h 04 in fact.
    expect(punches.find((punch) => punch.calendarDateId === 20260329)!.workedHours).toBe(7.07);
    expect(column(days.get('29/03')!, 'worked')).toBe('7 h 4 min');
    expect(column(days.get('29/03')!, 'shifts')).toBe('01:00–09:00');
    // Three afternoons 14:07 → 21:49 less a 23 min break: 7 h 19 min each; plus the night.
    expect(column(days.get('02/03')!, 'worked')).toBe('7 h 19 min');
    expect(worked).toBe(3 * (7 * 60 + 19) + 7 * 60 + 4);
    expect(totalOf(rows, 'Horas trabajadas')).toBe(hm(worked));
    expect(totalOf(rows, 'Horas trabajadas')).toBe('29 h 1 min');
    // Planned in minutes, summed: 3 × (8 h − 20 min) + 7 h = 30 h exactly (no rounded hours).
    expect(totalOf(rows, 'Horas previstas')).toBe('30 h');
    expect(totalOf(rows, 'Diferencia')).toBe('-59 min');
  });

  it('a worker with only a sick absence: the days say so, the totals are zero', async () => {
    const response = await timesheet(`userId=${ids.carla}&month=2026-03`);
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await readPdf(response.rawPayload);
    const days = daysOf(rows);
    expect(column(days.get('09/03')!, 'marks')).toBe('Enfermedad');
    expect(column(days.get('10/03')!, 'marks')).toBe('Enfermedad');
    expect(column(days.get('19/03')!, 'marks')).toBe('Festivo: San José');
    expect(totalOf(rows, 'Horas trabajadas')).toBe('0 min');
    expect(totalOf(rows, 'Diferencia')).toBe('0 min');
  });
});

describe('GET /api/timesheets for the month in progress', () => {
  it('owes only the shifts ended by now, and says so under the totals', async () => {
    // Now is Friday 10 April 2026, 12:00 in Madrid. Eva has 09:00–17:00 (6 h 45 min planned) on
    // 6–10 and 13–17 April; she worked 6–9 (08:55 → 17:05, 6 h 55 min each) and is at work on the 10th.
    const eva = await insertUser(t.db, { name: 'Eva Abril' });
    const april = ['06', '07', '08', '09', '10', '13', '14', '15', '16', '17'];
    for (const day of april) {
      const date = `2026-04-${day}`;
      await insertShift(t.db, {
        userId: eva.id,
        startAt: at(`${date} 09:00`),
        endAt: at(`${date} 17:00`),
        breakMinutes: 15,
        lunchMinutes: 60,
      });
      if (day > '10') continue;
      const punch = await insertPunch(t.db, {
        userId: eva.id,
        calendarDateId: dayId(date),
        dateIn: at(`${date} 08:55`),
        dateOut: day === '10' ? null : at(`${date} 17:05`),
      });
      if (day === '10') continue;
      await t.db.insert(punchBreaks).values([
        {
          punchId: punch.id,
          type: 'break',
          breakIn: at(`${date} 10:30`),
          breakOut: at(`${date} 10:45`),
        },
        {
          punchId: punch.id,
          type: 'lunch',
          breakIn: at(`${date} 13:00`),
          breakOut: at(`${date} 14:00`),
        },
      ]);
    }

    const response = await timesheet(`userId=${eva.id}&month=2026-04`);
    expect(response.statusCode, response.body).toBe(200);
    const { text, rows } = await readPdf(response.rawPayload);
    const days = daysOf(rows);
    expect(column(days.get('06/04')!, 'worked')).toBe('6 h 55 min');
    expect(column(days.get('10/04')!, 'entry')).toBe('08:55');
    expect(column(days.get('10/04')!, 'worked')).toBe(''); // still at work
    expect(column(days.get('13/04')!, 'shifts')).toBe('09:00–17:00');
    expect(column(days.get('13/04')!, 'marks')).toBe(''); // a shift to come is no no-show
    // Worked 4 × 6 h 55 min; owed 4 × 6 h 45 min (the 10th's shift has not ended, 13–17 are to come).
    expect(totalOf(rows, 'Horas trabajadas')).toBe('27 h 40 min');
    expect(totalOf(rows, 'Horas previstas')).toBe('27 h');
    expect(totalOf(rows, 'Diferencia')).toBe('+40 min');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Mes en curso: las previstas cuentan solo los turnos terminados hasta el 10/04/2026 12:00.',
    );
  });
});

describe('GET /api/timesheets/all: the ZIP of everyone', () => {
  it('holds one PDF per worker with a shift, a punch or an absence, names unique', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/timesheets/all?month=2026-03',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Registros-Jornada-2026-03.zip"',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        `Registro-Jornada-Ana-Nunez-${ana.id}-2026-03.pdf`,
        `Registro-Jornada-Ana-Nunez-${ids.twin}-2026-03.pdf`,
        'Registro-Jornada-Bruno-Pena-2026-03.pdf',
        'Registro-Jornada-Carla-Ruiz-2026-03.pdf',
      ].sort(),
    );
    const bruno = files['Registro-Jornada-Bruno-Pena-2026-03.pdf']!;
    expect(strFromU8(bruno.slice(0, 5))).toBe('%PDF-');
    const { text } = await readPdf(bruno);
    expect(text).toContain('Bruno Peña');
    const single = await timesheet(`userId=${ids.bruno}&month=2026-03`);
    expect((await readPdf(single.rawPayload)).text).toBe(text);
  });
});
