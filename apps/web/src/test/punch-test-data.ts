import type { Period } from '@app/contract/periods';
import type { BreakEntry, Punch } from '@app/contract/punches';

/** A punch as the API returns it (test factory). */
export const makePunch = (overrides: Partial<Punch> = {}): Punch => ({
  id: 1,
  userId: 3,
  user: 'Ana García',
  calendarDateId: 20261123,
  shift: {
    startDateTime: '2026-11-23T08:00:00+01:00',
    endDateTime: '2026-11-23T17:00:00+01:00',
    notes: '',
  },
  dateIn: '2026-11-23T08:05:00+01:00',
  dateOut: null,
  imgIn: null,
  imgOut: null,
  notesIn: '',
  notesOut: '',
  workedHours: null,
  hoursDifference: null,
  arriveEarlyHours: null,
  arriveLateHours: null,
  leaveEarlyHours: null,
  leaveLateHours: null,
  breaks: [],
  corrected: false,
  missingOut: false,
  ...overrides,
});

export const makeEntry = (overrides: Partial<BreakEntry> = {}): BreakEntry => ({
  id: 10,
  type: 'break',
  breakIn: '2026-11-23T10:00:00+01:00',
  breakOut: '2026-11-23T10:15:00+01:00',
  breakDuration: 0.25,
  ...overrides,
});

/** A month closed by the admin as GET /api/periods lists it (test factory). */
export const makeClosedPeriod = (month: string, closedAt: string): Period => ({
  month,
  closed: true,
  closedAt,
  closedBy: 1,
  closedByName: 'Admin',
  reopenedAt: null,
  reopenedBy: null,
  reopenedByName: null,
  reason: null,
});
