import {
  ABSENCE_BALANCE_MAX,
  ABSENCE_TEXTS,
  ABSENCE_TYPES,
  type AbsenceType,
  type Balance,
  type SetBalanceInput,
} from '@app/contract/absences';

/** The balances form: one text per type ('' = no limit). */
export type BalanceFormValues = Record<AbsenceType, string>;

export const balanceFormValues = (balances: readonly Balance[]): BalanceFormValues =>
  Object.fromEntries(
    ABSENCE_TYPES.map((type) => {
      const balance = balances.find((entry) => entry.type === type);
      return [type, balance ? String(balance.days) : ''];
    }),
  ) as BalanceFormValues;

/** '' → null (no limit); a whole number 0 … 366 → it; anything else → the contract's message. */
export function readBalanceDays(
  text: string,
): { ok: true; days: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, days: null };
  if (!/^\d{1,3}$/.test(trimmed)) return { ok: false, message: ABSENCE_TEXTS.badBalance };
  const days = Number(trimmed);
  if (days > ABSENCE_BALANCE_MAX) return { ok: false, message: ABSENCE_TEXTS.badBalance };
  return { ok: true, days };
}

/**
 * The PUTs a save makes: only the types whose value changed from what is saved. Errors by type
 * when a value cannot be read (nothing is sent then).
 */
export function balanceChanges(
  userId: number,
  year: number,
  saved: readonly Balance[],
  values: BalanceFormValues,
): { changes: SetBalanceInput[]; errors: Partial<Record<AbsenceType, string>> } {
  const changes: SetBalanceInput[] = [];
  const errors: Partial<Record<AbsenceType, string>> = {};
  for (const type of ABSENCE_TYPES) {
    const reading = readBalanceDays(values[type]);
    if (!reading.ok) {
      errors[type] = reading.message;
      continue;
    }
    const before = saved.find((entry) => entry.type === type)?.days ?? null;
    if (before !== reading.days) changes.push({ userId, year, type, days: reading.days });
  }
  return { changes: Object.keys(errors).length > 0 ? [] : changes, errors };
}
