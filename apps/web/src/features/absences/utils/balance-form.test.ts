import type { Balance } from '@app/contract/absences';
import { ABSENCE_TEXTS } from '@app/contract/absences';
import { describe, expect, it } from 'vitest';
import { balanceChanges, balanceFormValues, readBalanceDays } from './balance-form';

const saved: Balance[] = [
  { userId: 5, year: 2026, type: 'vacation', days: 22, approved: 3, pending: 2, remaining: 17 },
];

describe('the yearly balances form', () => {
  it('starts from what is saved, empty where there is no limit', () => {
    expect(balanceFormValues(saved)).toEqual({ vacation: '22', sick: '', personal: '', other: '' });
  });

  it('reads empty as no limit and refuses what is not 0 … 366 whole days', () => {
    expect(readBalanceDays(' ')).toEqual({ ok: true, days: null });
    expect(readBalanceDays('0')).toEqual({ ok: true, days: 0 });
    for (const bad of ['-1', '2,5', '367', 'diez'])
      expect(readBalanceDays(bad)).toEqual({ ok: false, message: ABSENCE_TEXTS.badBalance });
  });

  it('sends only the types that changed, null to remove a limit', () => {
    const values = { vacation: '', sick: '', personal: '3', other: '' };
    expect(balanceChanges(5, 2026, saved, values)).toEqual({
      changes: [
        { userId: 5, year: 2026, type: 'vacation', days: null },
        { userId: 5, year: 2026, type: 'personal', days: 3 },
      ],
      errors: {},
    });
  });

  it('sends nothing while a value is wrong', () => {
    const result = balanceChanges(5, 2026, saved, {
      vacation: '30',
      sick: '400',
      personal: '',
      other: '',
    });
    expect(result.changes).toEqual([]);
    expect(result.errors).toEqual({ sick: ABSENCE_TEXTS.badBalance });
  });
});
