import { describe, expect, it } from 'vitest';
import { defaultTimesheetMonth, timesheetMonths } from './timesheet-months';

describe('timesheet months', () => {
  it('offers this month and the ones before, across a new year', () => {
    expect(timesheetMonths('2027-02-10', 4)).toEqual([
      { value: '2027-02', label: 'Febrero 2027' },
      { value: '2027-01', label: 'Enero 2027' },
      { value: '2026-12', label: 'Diciembre 2026' },
      { value: '2026-11', label: 'Noviembre 2026' },
    ]);
  });

  it('opens at the last whole month, or this one in its last days', () => {
    expect(defaultTimesheetMonth('2027-01-05')).toBe('2026-12');
    expect(defaultTimesheetMonth('2026-11-27')).toBe('2026-10');
    expect(defaultTimesheetMonth('2026-11-28')).toBe('2026-11');
    expect(defaultTimesheetMonth('2026-02-28')).toBe('2026-02');
  });
});
