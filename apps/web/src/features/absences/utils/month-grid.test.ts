import type { Absence } from '@app/contract/absences';
import { describe, expect, it } from 'vitest';
import { monthDays, monthGrid } from './month-grid';

let nextId = 1;
const absence = (over: Partial<Absence>): Absence => ({
  id: nextId++,
  userId: 1,
  userName: 'Ana',
  type: 'vacation',
  fromDate: '2026-08-03',
  toDate: '2026-08-07',
  workingDays: 5,
  note: '',
  status: 'approved',
  requestedBy: 1,
  requestedByName: 'Ana',
  requestedAt: '2026-07-01T10:00:00.000Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  beyondBalance: false,
  shiftDays: 0,
  ...over,
});

describe('the month of who is away', () => {
  it('marks each day an absence covers, cut to the month', () => {
    const rows = monthGrid(2026, 8, [absence({ fromDate: '2026-07-29', toDate: '2026-08-02' })]);
    expect(rows).toHaveLength(1);
    expect([...rows[0]!.marks.keys()]).toEqual([1, 2]);
  });

  it('leaves rejected and cancelled ones out, and an approved day wins over a pending one', () => {
    const rows = monthGrid(2026, 8, [
      absence({ userId: 2, userName: 'Bea', status: 'rejected' }),
      absence({
        status: 'pending',
        type: 'personal',
        fromDate: '2026-08-07',
        toDate: '2026-08-10',
      }),
      absence({ status: 'approved', fromDate: '2026-08-03', toDate: '2026-08-07' }),
    ]);
    expect(rows.map((row) => row.userName)).toEqual(['Ana']);
    const marks = rows[0]!.marks;
    expect(marks.get(7)).toMatchObject({ status: 'approved', type: 'vacation' });
    expect(marks.get(10)).toMatchObject({ status: 'pending', type: 'personal' });
  });

  it('keeps the filter’s people without absences, everyone by name', () => {
    const rows = monthGrid(
      2026,
      8,
      [absence({ userId: 3, userName: 'Zoe' })],
      [{ id: 4, name: 'Álvaro' }],
    );
    expect(rows.map((row) => [row.userName, row.marks.size])).toEqual([
      ['Álvaro', 0],
      ['Zoe', 5],
    ]);
  });

  it('knows weekends and holidays of the month', () => {
    const days = monthDays(2026, 10, [{ date: '2026-10-12', name: 'Fiesta Nacional' }]);
    expect(days).toHaveLength(31);
    expect(days[11]).toMatchObject({ day: 12, holiday: 'Fiesta Nacional', weekend: false });
    expect(days.filter((day) => day.weekend).map((day) => day.day)).toEqual([
      3, 4, 10, 11, 17, 18, 24, 25, 31,
    ]);
  });
});
