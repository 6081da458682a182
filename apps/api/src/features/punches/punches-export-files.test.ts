/**
 * The files of POST /punches/export for a company with `APP_NUMBER_FORMAT=es-ES`
 * (docs/decisions/079): the CSV through an independent parser with ';' and a decimal comma, and
 * the Excel workbook (`?format=xlsx`) through an independent reader: date and date-time cells,
 * hours as numbers, the same records and access rules as the CSV.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { readWorkbook, sheetDate } from '../../../test/read-workbook';
import { punchesTestKit, type PunchesKit } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
beforeAll(async () => {
  k = await punchesTestKit({ env: { APP_NUMBER_FORMAT: 'es-ES', APP_CURRENCY: 'EUR' } });
});
afterAll(() => k.close());

const at = (wallClock: string) => k.clock.instantOf(wallClock);
const range = (ids: number[]) => ({ fromDate: '2031-02-01', toDate: '2031-02-28', usersIds: ids });

/** 08:15 → 16:30 with a 15 min break and a 45 min lunch on an 08:00–16:00 shift (7.5 h planned). */
async function dayOf(name: string) {
  const user = await k.newUser('usuario', name);
  const actor = k.actorOf(user, 'usuario');
  const c = k.atClock(at('2031-02-03 08:15'));
  await k.addShift(user.id, at('2031-02-03 08:00'), at('2031-02-03 16:00'), { lunchMinutes: 30 });
  await c.punch(actor, 'I', { notes: '=cmd|calc' });
  c.set(at('2031-02-03 10:00'));
  await c.punch(actor, 'BI');
  c.set(at('2031-02-03 10:15'));
  await c.punch(actor, 'BO');
  c.set(at('2031-02-03 12:00'));
  await c.punch(actor, 'LI');
  c.set(at('2031-02-03 12:45'));
  await c.punch(actor, 'LO');
  c.set(at('2031-02-03 16:30'));
  await c.punch(actor, 'O', { notes: 'Salgo; tarde, 7 h' });
  await k.addShift(user.id, at('2031-02-04 08:00'), at('2031-02-04 16:00'));
  c.set(at('2031-02-04 07:45'));
  await c.punch(actor, 'I');
  return user;
}

describe('POST /punches/export files (es-ES)', () => {
  it('writes the CSV with ";" and hours with a decimal comma and exactly 2 decimals', async () => {
    const eva = await dayOf('Eva Punto y Coma');
    const admin = await k.newUser('admin');
    const response = await k.call(admin, 'POST', '/api/punches/export', range([eva.id]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records: string[][] = parse(response.body, { bom: true, delimiter: ';' });
    const [header, first, second, ...rest] = records;
    expect(rest).toEqual([]);
    expect(header?.slice(0, 7)).toEqual([
      'Usuario',
      'Fecha',
      'Inicio del turno',
      'Fin del turno',
      'Entrada',
      'Salida',
      'Horas trabajadas',
    ]);
    expect(first).toEqual([
      'Eva Punto y Coma',
      '03/02/2031',
      '03/02/2031 08:00',
      '03/02/2031 16:00',
      '03/02/2031 08:15',
      '03/02/2031 16:30',
      '7,25',
      '-0,25',
      '0,00',
      '0,25',
      '0,00',
      '0,50',
      '1',
      '0,25',
      '0,75',
      'Completado',
      "'=cmd|calc",
      'Salgo; tarde, 7 h',
    ]);
    expect(second?.slice(0, 2)).toEqual(['Eva Punto y Coma', '04/02/2031']);
    expect(second?.[8]).toBe('0,25');
  });

  it('writes the workbook with date and date-time cells, hours as numbers, and the same rows', async () => {
    const leo = await dayOf('Leo Libro');
    const admin = await k.newUser('admin');
    const response = await k.call(
      admin,
      'POST',
      '/api/punches/export?format=xlsx',
      range([leo.id]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="punches-2031-02-01-a-2031-02-28.xlsx"',
    );
    const { sheets, xml } = await readWorkbook(response.rawPayload);
    expect(sheets[0]!.sheet).toBe('Registros');
    const [header, first, second, ...rest] = sheets[0]!.data;
    expect(rest).toEqual([]);
    expect(header).toHaveLength(18);
    expect(header?.[6]).toBe('Horas trabajadas');
    expect(first).toEqual([
      'Leo Libro',
      sheetDate('2031-02-03'),
      sheetDate('2031-02-03T08:00'),
      sheetDate('2031-02-03T16:00'),
      sheetDate('2031-02-03T08:15'),
      sheetDate('2031-02-03T16:30'),
      7.25,
      -0.25,
      0,
      0.25,
      0,
      0.5,
      1,
      0.25,
      0.75,
      'Completado',
      // text is text in a workbook, never a formula
      '=cmd|calc',
      'Salgo; tarde, 7 h',
    ]);
    expect(second?.slice(0, 2)).toEqual(['Leo Libro', sheetDate('2031-02-04')]);
    expect(second?.[5]).toBeNull();
    expect(second?.[15]).toBe('Trabajando');
    // Total hours of the two days, as a spreadsheet would add the column.
    expect([first, second].reduce((sum, row) => sum + ((row?.[6] as number) ?? 0), 0)).toBe(7.25);
    expect(xml('xl/styles.xml')).toContain('formatCode="dd/mm/yyyy hh:mm"');
  });

  it('keeps the access rules of the CSV: a usuario gets only their own records', async () => {
    const mine = await dayOf('Mía Propia');
    const other = await dayOf('Otra Ajena');
    const asked = await k.call(mine, 'POST', '/api/punches/export?format=xlsx', range([other.id]));
    expect(asked.statusCode).toBe(200);
    const names = (await readWorkbook(asked.rawPayload)).sheets[0]!.data.map((row) => row[0]);
    expect(names).toEqual(['Usuario', 'Mía Propia', 'Mía Propia']);
    expect((await k.call(null, 'POST', '/api/punches/export?format=xlsx', {})).statusCode).toBe(
      401,
    );
    expectErrorBody(await k.call(mine, 'POST', '/api/punches/export?format=ods', {}), {
      status: 400,
      message: /Formato de exportación inválido/,
    });
  });
});
