/**
 * POST /punches/export: every record of the filter as CSV, the figures of the screens, who may
 * read what as for the list, and the chunked read across many users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { EXPORT_USERS_PER_CHUNK } from './punches-export';
import { punchesTestKit, type PunchesKit } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
beforeAll(async () => {
  k = await punchesTestKit();
});
afterAll(() => k.close());

const at = (wallClock: string) => k.clock.instantOf(wallClock);

/** The CSV's lines as arrays of fields (the test data holds no quoted commas). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describe('POST /punches/export', () => {
  it('writes one line per punch with the hand-computed figures, breaks and status', async () => {
    const eva = await k.newUser('usuario', 'Eva Exportación');
    const actor = k.actorOf(eva, 'usuario');
    const c = k.atClock(at('2031-02-03 08:15'));
    // Shift 08:00–16:00 with 30 min lunch: planned 7.5 h.
    await k.addShift(eva.id, at('2031-02-03 08:00'), at('2031-02-03 16:00'), { lunchMinutes: 30 });
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
    await c.punch(actor, 'O', { notes: 'Salgo, tarde' });
    // Next day: in, still open.
    await k.addShift(eva.id, at('2031-02-04 08:00'), at('2031-02-04 16:00'));
    c.set(at('2031-02-04 07:45'));
    await c.punch(actor, 'I');

    const admin = await k.newUser('admin');
    const response = await k.call(admin, 'POST', '/api/punches/export', {
      fromDate: '2031-02-01',
      toDate: '2031-02-28',
      usersIds: [eva.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="punches-2031-02-01-a-2031-02-28.csv"',
    );
    expect(response.body.startsWith('\uFEFFUsuario,Fecha,Inicio del turno')).toBe(true);
    const [header, first, second, ...rest] = linesOf(response.body);
    expect(rest).toEqual([]);
    expect(header).toHaveLength(18);
    // 08:15 → 16:30 is 8.25 h gross, minus 0.25 break and 0.75 lunch: 7.25 net, 7.5 planned.
    expect(response.body).toContain(
      [
        'Eva Exportación',
        '03/02/2031',
        '03/02/2031 08:00',
        '03/02/2031 16:00',
        '03/02/2031 08:15',
        '03/02/2031 16:30',
        // hours always with exactly 2 decimals
        '7.25',
        '-0.25',
        '0.00',
        '0.25',
        '0.00',
        '0.50',
        '1',
        '0.25',
        '0.75',
        'Completado',
        // a note a spreadsheet would run as a formula is defused
        "'=cmd|calc",
        '"Salgo, tarde"',
      ].join(','),
    );
    expect(first?.[0]).toBe('Eva Exportación');
    expect(second?.slice(0, 2)).toEqual(['Eva Exportación', '04/02/2031']);
    expect(second?.[5]).toBe('');
    expect(second?.[8]).toBe('0.25');
    expect(second?.[15]).toBe('Trabajando');
  });

  it('confines a usuario to their own records, whatever users they ask for', async () => {
    const mine = await k.newUser('usuario', 'Mía');
    const other = await k.newUser('usuario', 'Otra');
    await k.shiftNow(mine.id);
    await k.shiftNow(other.id);
    expect((await k.punch(mine, { type: 'I' })).statusCode).toBe(201);
    expect((await k.punch(other, { type: 'I' })).statusCode).toBe(201);
    const asked = await k.call(mine, 'POST', '/api/punches/export', { usersIds: [other.id] });
    expect(asked.statusCode).toBe(200);
    expect(linesOf(asked.body).map((line) => line[0])).toEqual(['Usuario', 'Mía']);
    const office = await k.newUser('office');
    const all = await k.call(office, 'POST', '/api/punches/export', {
      usersIds: [mine.id, other.id],
    });
    expect(linesOf(all.body).map((line) => line[0])).toEqual(['Usuario', 'Mía', 'Otra']);
  });

  it('reads many users chunk by chunk, in name order, without losing one', async () => {
    const count = EXPORT_USERS_PER_CHUNK + 3;
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const user = await k.newUser('usuario', `Lote ${String(n).padStart(3, '0')}`);
      ids.push(user.id);
      await k.addShift(user.id, at('2032-06-07 09:00'), at('2032-06-07 17:00'));
      const c = k.atClock(at('2032-06-07 09:00'));
      await c.punch(k.actorOf(user, 'usuario'), 'I');
    }
    const admin = await k.newUser('admin');
    const response = await k.call(admin, 'POST', '/api/punches/export', {
      fromDate: '2032-06-01',
      toDate: '2032-06-30',
      usersIds: ids,
    });
    const names = linesOf(response.body)
      .slice(1)
      .map((line) => line[0]);
    expect(names).toHaveLength(count);
    expect(names).toEqual([...names].sort());
  });

  it('refuses a bad filter with a Spanish message', async () => {
    const admin = await k.newUser('admin');
    expectErrorBody(
      await k.call(admin, 'POST', '/api/punches/export', { fromDate: '2031-13-01' }),
      { status: 400 },
    );
    const anonymous = await k.call(null, 'POST', '/api/punches/export', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
