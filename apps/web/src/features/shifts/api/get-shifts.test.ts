import { describe, expect, it } from 'vitest';
import { calendarOutlineSchema } from './get-shifts';

const week = {
  success: true,
  view: 'week',
  startofweek: '2026-11-23',
  shifts: [{ id: 1, name: 'Ana', totalHours: [], days: [] }],
};

describe('the calendar answer is checked by its outline', () => {
  it('takes each view as the server sends it, the same object', () => {
    const parsed = calendarOutlineSchema.safeParse(week);
    expect(parsed.success && parsed.data).toBe(week);
    expect(
      calendarOutlineSchema.safeParse({ success: true, view: 'day', day: '2026-11-23', shifts: [] })
        .success,
    ).toBe(true);
    expect(
      calendarOutlineSchema.safeParse({
        success: true,
        view: 'month',
        year: 2026,
        month: 11,
        shifts: [{ date: '2026-11-23', shifts: [] }],
      }).success,
    ).toBe(true);
  });

  it('refuses an answer of another shape', () => {
    for (const wrong of [
      null,
      'texto',
      { ...week, success: false },
      { ...week, view: 'year' },
      { ...week, startofweek: undefined },
      { ...week, shifts: 'muchos' },
      { ...week, shifts: [null] },
      { success: true, view: 'month', year: '2026', month: 11, shifts: [] },
    ]) {
      expect(calendarOutlineSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
