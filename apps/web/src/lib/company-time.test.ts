import { describe, expect, it, vi } from 'vitest';
import {
  companyHour,
  companyToday,
  companyTodayId,
  formatDate,
  formatDateTime,
  formatPlainDate,
  formatTime,
  setCompanyTimeZone,
} from './company-time';
import { inBrowserZone } from '../test/browser-zone';

// The browser sits in Los Angeles with an English language; the company is in Tokyo. 15:30 UTC on
// 24 November is 07:30 on the 24th in the browser and 00:30 on the 25th at the company.
const instant = new Date('2026-11-24T15:30:00Z');

describe('the company clock on screen', () => {
  inBrowserZone('America/Los_Angeles');

  it('runs in a browser zone other than the company one (the test is meaningful)', () => {
    expect(instant.getHours()).toBe(7);
    expect(instant.getDate()).toBe(24);
  });

  it("shows instants on the company's day and 24 h clock, whatever the browser's zone", () => {
    setCompanyTimeZone('Asia/Tokyo');
    expect(formatDateTime(instant)).toBe('25/11/2026 00:30');
    expect(formatDateTime('2026-11-24T15:30:00Z')).toBe('25/11/2026 00:30');
    expect(formatDateTime('2026-11-24T15:30:00.123Z')).toBe('25/11/2026 00:30');
    // Written with another offset: still the same instant, shown in Tokyo.
    expect(formatDateTime('2026-11-24T16:30:00+01:00')).toBe('25/11/2026 00:30');
    expect(formatDate(instant)).toBe('25/11/2026');
    expect(formatTime(instant)).toBe('00:30');
    expect(formatTime('2026-11-24T20:05:09+09:00', { seconds: true })).toBe('20:05:09');
    expect(formatTime('2026-11-24T13:05:00Z')).toBe('22:05');
  });

  it('reads the current hour and day from the company clock', () => {
    setCompanyTimeZone('Asia/Tokyo');
    expect(companyHour(instant)).toBe(0);
    expect(companyToday(instant)).toBe('2026-11-25');
    expect(companyTodayId(instant)).toBe(20261125);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    expect(companyHour()).toBe(0);
    setCompanyTimeZone('Europe/Madrid');
    expect(companyHour()).toBe(16);
  });

  it('follows daylight saving of the company zone', () => {
    setCompanyTimeZone('Europe/Madrid');
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29/03/2026 01:30');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29/03/2026 03:30');
    expect(companyHour(new Date('2026-10-25T00:30:00Z'))).toBe(2);
    expect(companyHour(new Date('2026-10-25T01:30:00Z'))).toBe(2);
  });

  it('shows plain dates and calendar-day numbers as they are, in no zone', () => {
    setCompanyTimeZone('Pacific/Kiritimati');
    expect(formatDate('2026-12-09')).toBe('09/12/2026');
    expect(formatDate(20261209)).toBe('09/12/2026');
    expect(formatDate('20261209')).toBe('09/12/2026');
    expect(formatPlainDate('2026-12-09')).toBe('09/12/2026');
    expect(formatPlainDate('2026-12-09T10:00:00Z')).toBe('');
    // Wall-clock text without an offset is company time already (DECISIONS §2).
    expect(formatDateTime('2026-12-09 08:15')).toBe('09/12/2026 08:15');
  });

  it('gives the fallback for nothing or unreadable values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('mañana')).toBe('—');
    expect(formatDateTime(undefined, 'No registrado')).toBe('No registrado');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
    expect(formatTime('25:99', { fallback: '' })).toBe('');
  });
});
