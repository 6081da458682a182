/** The working days of an absence (DECISIONS §11): Monday to Friday, holidays not counted. */
import { describe, expect, it } from 'vitest';
import { monthsOf, workingDays, workingDaysInYear, yearsOf } from './working-days';

const none = new Set<string>();

describe('working days', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(workingDays({ fromDay: 20261123, toDay: 20261129 }, none)).toBe(5); // Mon–Sun
    expect(workingDays({ fromDay: 20261128, toDay: 20261129 }, none)).toBe(0); // a weekend
    expect(workingDays({ fromDay: 20261127, toDay: 20261127 }, none)).toBe(1); // a Friday
  });

  it('leaves holidays out, and a holiday on a weekend changes nothing', () => {
    const holidays = new Set(['2026-12-08', '2026-12-06']); // a Tuesday, a Sunday
    expect(workingDays({ fromDay: 20261207, toDay: 20261213 }, holidays)).toBe(4);
  });

  it('counts each year its own part, through a leap day', () => {
    const span = { fromDay: 20271227, toDay: 20280304 };
    expect(yearsOf(span)).toEqual([2027, 2028]);
    expect(workingDaysInYear(span, 2027, none)).toBe(5); // 27–31/12/2027, Monday to Friday
    // 1–2/1/2028 a weekend; 3/1–27/2: 8 weeks (40); 28/2–3/3 Monday to Friday with the 29th (5).
    expect(workingDaysInYear(span, 2028, none)).toBe(45);
    expect(workingDaysInYear(span, 2029, none)).toBe(0);
    expect(workingDays(span, none)).toBe(50);
  });

  it('names every month a span touches, across New Year', () => {
    expect(monthsOf({ fromDay: 20261130, toDay: 20270201 })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsOf({ fromDay: 20261105, toDay: 20261105 })).toEqual(['2026-11']);
  });
});
