import type { Balance } from '@app/contract/absences';
import { describe, expect, it } from 'vitest';
import { workingDaysByYear } from '@app/contract/working-days';
import { balanceOutlook, yearsOf } from './absence-days';

const balance = (year: number, type: Balance['type'], days: number, used = 0): Balance => ({
  userId: 7,
  year,
  type,
  days,
  approved: used,
  pending: 0,
  remaining: days - used,
});

describe('working days of an absence', () => {
  it('counts Monday to Friday, both ends included', () => {
    // Monday 2026-08-03 … Sunday 2026-08-16: two working weeks.
    const { total, byYear } = workingDaysByYear('2026-08-03', '2026-08-16', new Set());
    expect(total).toBe(10);
    expect([...byYear]).toEqual([[2026, 10]]);
  });

  it('leaves holidays out, once, and not when they fall on a weekend', () => {
    // 2026-10-12 (Monday) is a holiday; 2026-10-17 (Saturday) too, which changes nothing.
    const result = workingDaysByYear(
      '2026-10-12',
      '2026-10-18',
      new Set(['2026-10-12', '2026-10-17']),
    );
    expect(result.total).toBe(4);
    expect(result.holidaysSkipped).toBe(1);
  });

  it('is 0 for a weekend or a backwards range', () => {
    expect(workingDaysByYear('2026-11-28', '2026-11-29', new Set()).total).toBe(0);
    expect(workingDaysByYear('2026-11-30', '2026-11-29', new Set()).total).toBe(0);
  });

  it('splits a range across New Year by year', () => {
    const { byYear } = workingDaysByYear(
      '2026-12-28',
      '2027-01-08',
      new Set(['2027-01-01', '2027-01-06']),
    );
    expect([...byYear]).toEqual([
      [2026, 4],
      [2027, 4],
    ]);
    expect(yearsOf('2026-12-28', '2027-01-08')).toEqual([2026, 2027]);
    expect(yearsOf('2026-05-01', '2026-05-01')).toEqual([2026]);
  });
});

describe('what remains of a balance', () => {
  it('says nothing where no balance of that type and year is set', () => {
    const byYear = new Map([[2026, 5]]);
    expect(balanceOutlook('vacation', byYear, [balance(2026, 'personal', 3)])).toEqual([]);
    expect(balanceOutlook('vacation', byYear, [balance(2025, 'vacation', 3)])).toEqual([]);
  });

  it('gives the days remaining, and beyond only when the absence takes more', () => {
    const set = [balance(2026, 'vacation', 15, 10)];
    expect(balanceOutlook('vacation', new Map([[2026, 5]]), set)).toEqual([
      { year: 2026, days: 5, remaining: 5, balance: set[0], beyond: false },
    ]);
    expect(balanceOutlook('vacation', new Map([[2026, 6]]), set)).toEqual([
      { year: 2026, days: 6, remaining: 5, balance: set[0], beyond: true },
    ]);
  });

  it('checks each year against its own balance', () => {
    const set = [balance(2026, 'vacation', 2), balance(2027, 'vacation', 22)];
    const outlook = balanceOutlook(
      'vacation',
      new Map([
        [2027, 4],
        [2026, 4],
      ]),
      set,
    );
    expect(outlook.map((entry) => [entry.year, entry.beyond])).toEqual([
      [2026, true],
      [2027, false],
    ]);
  });

  it('is beyond at once when an admin already approved past the balance', () => {
    const over: Balance = { ...balance(2026, 'vacation', 10, 12) };
    expect(balanceOutlook('vacation', new Map([[2026, 1]]), [over])[0]).toMatchObject({
      remaining: -2,
      beyond: true,
    });
  });
});
