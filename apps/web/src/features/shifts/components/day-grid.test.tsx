import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { DayGrid } from './day-grid';
import { inBrowserZone } from '../../../test/browser-zone';

// The browser is in Los Angeles, the company in Tokyo: at 15:30 UTC the browser reads 07:30 and the
// company 00:30 of the next day.

describe('DayGrid', () => {
  inBrowserZone('America/Los_Angeles');

  it("marks the current hour of the company's clock, not the browser's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:30:00Z'));
    expect(new Date().getHours()).toBe(7);
    setCompanyTimeZone('Asia/Tokyo');

    render(<DayGrid day="2026-11-25" today="2026-11-25" rows={[]} actions={null} />);
    const current = screen
      .getAllByText(/^\d{2}:00$/)
      .filter((cell) => cell.getAttribute('aria-current') === 'time');
    expect(current.map((cell) => cell.textContent)).toEqual(['00:00']);
  });

  it('marks no hour on another day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:30:00Z'));
    setCompanyTimeZone('Asia/Tokyo');

    render(<DayGrid day="2026-11-24" today="2026-11-25" rows={[]} actions={null} />);
    expect(screen.getAllByText(/^\d{2}:00$/)).toHaveLength(24);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
