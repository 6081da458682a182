import type { AbsenceType } from '@app/contract/absences';
import { AlertTriangle, CalendarCheck } from 'lucide-react';
import { useHolidaysOfYears } from '../../holidays/api/get-holidays';
import { useBalancesOfYears } from '../api/get-balances';
import { absenceMessages as text } from '../absences-messages';
import { workingDaysByYear } from '@app/contract/working-days';
import { balanceOutlook, yearsOf } from '../utils/absence-days';

type AbsenceOutlookProps = {
  type: AbsenceType | null;
  from: string | null;
  to: string | null;
  /** Whose balances: the signed-in person's when not given (a usuario's own request). */
  userId?: number;
  /** A manager's form before a person is chosen: no balance to read yet. */
  noUser?: boolean;
};

/**
 * Under the request form: the working days the range takes (Monday to Friday, the company's
 * holidays left out) and, where a balance of that type and year is set, the days remaining, with
 * the contract's warning when the request goes beyond them (DECISIONS §11).
 */
export function AbsenceOutlook({ type, from, to, userId, noUser = false }: AbsenceOutlookProps) {
  const whole = from !== null && to !== null && from <= to;
  const years = whole ? yearsOf(from, to) : [];
  const holidays = useHolidaysOfYears(years);
  const balances = useBalancesOfYears(years, userId, whole && !noUser);
  if (!whole || !type) return null;
  if (holidays.isPending)
    return (
      <p className="text-sm text-slate-500" role="status">
        {text.outlookLoading}
      </p>
    );
  const { byYear, total, holidaysSkipped } = workingDaysByYear(
    from,
    to,
    new Set(holidays.data.map((holiday) => holiday.date)),
  );
  const outlook = noUser ? [] : balanceOutlook(type, byYear, balances.data);
  const beyond = outlook.find((entry) => entry.beyond);
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
      aria-live="polite"
      data-testid="absence-outlook"
    >
      <p className="flex items-start gap-2">
        <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          {text.outlookTakes(total)}
          {holidaysSkipped > 0 && ` ${text.outlookHolidays(holidaysSkipped)}`}
        </span>
      </p>
      {outlook.map((entry) => (
        <p key={entry.year}>{text.outlookRemaining(text.typeLabels[type], entry.balance)}</p>
      ))}
      {beyond && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{text.balanceWarning(Math.max(0, beyond.remaining))}</span>
        </p>
      )}
    </div>
  );
}
