import { afterEach, describe, expect, it } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { lastSeenText } from './session-time';

describe("a session's last activity", () => {
  afterEach(() => setCompanyTimeZone(undefined));
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago within the day', () => {
    expect(lastSeenText('2026-03-10T12:59:30+01:00', now)).toBe('Ahora mismo');
    expect(lastSeenText('2026-03-10T12:55:00+01:00', now)).toBe('Hace 5 min');
    expect(lastSeenText('2026-03-10T10:00:00+01:00', now)).toBe('Hace 3 h');
  });

  it('gives the date and time in the company zone after a day', () => {
    setCompanyTimeZone('Europe/Madrid');
    expect(lastSeenText('2026-03-08T22:30:00Z', now)).toBe('08/03/2026 23:30');
    setCompanyTimeZone('America/New_York');
    expect(lastSeenText('2026-03-08T22:30:00Z', now)).toBe('08/03/2026 18:30');
  });
});
