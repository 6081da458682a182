import type { Absence } from '@app/contract/absences';
import { describe, expect, it } from 'vitest';
import { absenceDays, markOf } from './use-day-marks';

const absence = (userId: number, fromDate: string, toDate: string, status: Absence['status']) =>
  ({ userId, fromDate, toDate, status, type: 'sick' }) as Absence;

describe("the records' day marks", () => {
  it("marks each approved absence's days within the range, and the holidays", () => {
    const days = absenceDays(
      [
        absence(3, '2026-11-29', '2026-12-02', 'approved'),
        absence(4, '2026-12-01', '2026-12-01', 'pending'),
      ],
      '2026-12-01',
      '2026-12-31',
    );
    expect([...days.keys()]).toEqual(['3 2026-12-01', '3 2026-12-02']);
    const marks = markOf(days, new Map([['2026-12-01', 'Fiesta local']]));
    expect(marks(3, 20261201)).toEqual([
      { kind: 'holiday', label: 'Festivo: Fiesta local' },
      { kind: 'absence', label: 'Enfermedad' },
    ]);
    expect(marks(4, 20261201)).toEqual([{ kind: 'holiday', label: 'Festivo: Fiesta local' }]);
    expect(marks(3, 20261203)).toEqual([]);
  });
});
